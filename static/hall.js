// Turns the hall screen's pages: after the page's time it opens the next
// page (which also brings new results), unless someone paused it with the
// button (WCAG 2.2.1: timing a person can stop). Without JavaScript a
// <noscript> refresh does the same, without the pause.
(function () {
  "use strict";
  var body = document.body;
  var next = body.getAttribute("data-next");
  var seconds = parseInt(body.getAttribute("data-seconds"), 10);
  var button = document.querySelector(".hall-pause");
  if (!next || !(seconds > 0) || !button) return;
  var timer = null;
  function start() { timer = setTimeout(function () { location.href = next; }, seconds * 1000); }
  button.hidden = false;
  button.addEventListener("click", function () {
    if (timer !== null) {
      clearTimeout(timer);
      timer = null;
      button.textContent = button.getAttribute("data-resume");
    } else {
      start();
      button.textContent = button.getAttribute("data-pause");
    }
  });
  start();
})();
