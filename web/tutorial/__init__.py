"""The rules tutorial: lessons (boards, steps, exercises and their checker) and its content, chapter by chapter."""
