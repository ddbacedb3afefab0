// Every page's own script, written into each page's <head> by the build (the page's Content-Security-Policy allows
// exactly this text, by its hash: build.py PAGE_SCRIPT); it runs before the first paint, with nothing to fetch:
//  * high contrast: a class on <html> from the saved choice (localStorage "tigris.contrast"), else the
//    system's (prefers-contrast: more); a #contrast button, where there is one, flips it and remembers it;
//  * no form of ours is ever sent: the page's Python handles Enter and the buttons;
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

  if (!sw || !("serviceWorker" in navigator)) return;
  var hadController = !!navigator.serviceWorker.controller;
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
    var done = navigator.serviceWorker.register("./sw.js");
    if (sw !== "game") { done.catch(function () {}); return; }
    done.then(function (reg) {
      if (!reg) return;
      if (reg.waiting && hadController) offer(reg.waiting);
      reg.addEventListener("updatefound", function () {
        var w = reg.installing;
        if (!w) return;
        w.addEventListener("statechange", function () {
          if (w.state === "installed" && navigator.serviceWorker.controller) offer(w);
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
  navigator.serviceWorker.addEventListener("controllerchange", function () {
    if (hadController && !reloading) { reloading = true; location.reload(); }
    hadController = true;
  });
})();
