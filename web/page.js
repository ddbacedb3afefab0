// Every page's own script, written into each page's <head> by the build (the page's Content-Security-Policy allows
// exactly this text, by its hash: build.py PAGE_SCRIPT); it runs before the first paint, with nothing to fetch:
//  * high contrast: a class on <html> from the saved choice (localStorage "tigris.contrast"), else the
//    system's (prefers-contrast: more); a #contrast button, where there is one, flips it and remembers it;
//  * no form of ours is ever sent: the page's Python handles Enter and the buttons;
//  * the header's controls fold into a menu (its .menu-toggle) when they do not fit in one row;
//  * the service worker (offline play), registered once the page is ready, when the script tag asks for it
//    with data-sw="game" (offers an update and reloads onto it) or data-sw="quiet".
(function () {
  var KEY = "tigris.contrast", root = document.documentElement, saved = null;
  var script = document.currentScript;
  var sw = script ? script.getAttribute("data-sw") : null;
  try { saved = localStorage.getItem(KEY); } catch (e) {}
  var system = window.matchMedia ? matchMedia("(prefers-contrast: more)") : { matches: false };
  function show(on) {
    root.classList.toggle("contrast", on);
    var b = document.getElementById("contrast");
    if (b) b.setAttribute("aria-pressed", on ? "true" : "false");
  }
  show(saved ? saved === "on" : system.matches);
  document.addEventListener("DOMContentLoaded", function () { show(root.classList.contains("contrast")); });
  if (system.addEventListener) system.addEventListener("change", function (ev) { if (!saved) show(ev.matches); });
  document.addEventListener("click", function (ev) {
    if (!ev.target.closest || !ev.target.closest("#contrast")) return;
    saved = root.classList.contains("contrast") ? "off" : "on";
    try { localStorage.setItem(KEY, saved); } catch (e) {}
    show(saved === "on");
  });

  document.addEventListener("submit", function (ev) { ev.preventDefault(); });

  // The header's controls fold into a menu when they do not fit in one row (a phone, a long language):
  // whatever controls the header's <nav> holds, measured, not listed; the toggle is a disclosure button.
  document.addEventListener("DOMContentLoaded", function () {
    var top = document.querySelector("header.top"), nav = top && top.querySelector("nav");
    var toggle = top && top.querySelector(".menu-toggle");
    if (!nav || !toggle) return;
    function open(on, focusBack) {
      top.classList.toggle("open", on);
      toggle.setAttribute("aria-expanded", on ? "true" : "false");
      if (!on && focusBack) toggle.focus();
    }
    function fit() {
      var was = top.classList.contains("folded");
      top.classList.remove("folded");
      top.classList.add("measure");
      var room = top.getBoundingClientRect().right - parseFloat(getComputedStyle(top).paddingRight);
      var right = 0;
      for (var el = nav.firstElementChild; el; el = el.nextElementSibling) right = Math.max(right, el.getBoundingClientRect().right);
      top.classList.remove("measure");
      var fold = right > room + 0.5;
      top.classList.toggle("folded", fold);
      if (!fold && was) open(false);
    }
    var width = -1;
    if (window.ResizeObserver) new ResizeObserver(function () {
      var w = top.clientWidth;
      if (w !== width) { width = w; fit(); }
    }).observe(top);
    else window.addEventListener("resize", fit);
    // The page's words change with the language, and other parts of the page may add controls.
    new MutationObserver(fit).observe(nav, { childList: true, subtree: true, characterData: true,
                                             attributes: true, attributeFilter: ["hidden", "class"] });
    fit();
    toggle.addEventListener("click", function () { open(!top.classList.contains("open"), false); });
    nav.addEventListener("click", function (ev) {
      if (top.classList.contains("folded") && ev.target.closest("button, a")) open(false);
    });
    document.addEventListener("click", function (ev) {
      if (top.classList.contains("open") && !top.contains(ev.target)) open(false);
    });
    document.addEventListener("keydown", function (ev) {
      if (ev.key === "Escape" && top.classList.contains("open")) {
        ev.stopPropagation();
        open(false, top.contains(document.activeElement));
      }
    }, true);
  });

  // Where the browser refuses the page a service worker (a board in another site's iframe with third-party
  // storage blocked, a sandboxed frame: reading navigator.serviceWorker may throw) it plays online only.
  var workers = null;
  try { workers = sw && navigator.serviceWorker; } catch (e) {}
  if (!workers) return;
  var hadController = !!workers.controller;
  var registered = false;
  function offer(worker) {
    var banner = document.getElementById("update");
    if (!banner) return;
    banner.hidden = false;
    document.getElementById("update-reload").onclick = function () { worker.postMessage("skip-waiting"); };
  }
  function register() {
    if (registered) return;
    registered = true;
    var done = workers.register("./sw.js");
    if (sw !== "game") { done.catch(function () {}); return; }
    done.then(function (reg) {
      if (!reg) return;
      if (reg.waiting && hadController) offer(reg.waiting);
      reg.addEventListener("updatefound", function () {
        var w = reg.installing;
        if (!w) return;
        w.addEventListener("statechange", function () {
          if (w.state === "installed" && workers.controller) offer(w);
        });
      });
    }).catch(function (e) { console.warn("service worker not registered", e); });
  }
  // Register once the page is interactive, so precaching does not compete with the first start.
  if (root.getAttribute("data-tigris") === "ready") register();
  else new MutationObserver(function (_, obs) {
    if (root.getAttribute("data-tigris") === "ready") { obs.disconnect(); register(); }
  }).observe(root, { attributes: true, attributeFilter: ["data-tigris"] });
  if (sw !== "game") return;
  window.addEventListener("load", function () { setTimeout(register, 15000); });
  var reloading = false;
  workers.addEventListener("controllerchange", function () {
    if (hadController && !reloading) { reloading = true; location.reload(); }
    hadController = true;
  });
})();
