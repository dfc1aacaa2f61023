// Ticks the running clock of a board the arbiter follows. The figures the
// server wrote into the page are the truth: a reload shows them again.
(function () {
  "use strict";
  var clocks = document.querySelectorAll(".clock[data-ms]");
  if (clocks.length === 0) return;
  var loaded = Date.now();
  function pad(n) { return (n < 10 ? "0" : "") + n; }
  function text(ms) {
    var s = Math.floor(Math.max(0, ms) / 1000);
    return Math.floor(s / 3600) + ":" + pad(Math.floor(s / 60) % 60) + ":" + pad(s % 60);
  }
  function tick() {
    clocks.forEach(function (c) {
      if (c.getAttribute("data-running") !== "1") return;
      // A simple delay keeps the main time still for its first seconds.
      var delay = Number(c.getAttribute("data-delay")) || 0;
      var left = Number(c.getAttribute("data-ms")) - Math.max(0, Date.now() - loaded - delay);
      c.querySelector(".time").textContent = text(left);
      c.classList.toggle("fallen", left <= 0);
    });
  }
  tick();
  setInterval(tick, 250);
})();
