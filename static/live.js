// Keeps a board page current for spectators and other arbiters: every few
// seconds it asks whether the game changed (moves, log, result) and reloads
// the page when it did, unless the visitor is typing in a form.
(function () {
  "use strict";
  var el = document.querySelector("[data-live]");
  if (!el || !window.fetch) return;
  var url = el.getAttribute("data-live");
  var token = el.getAttribute("data-token");
  function busy() {
    var a = document.activeElement;
    return a && /^(INPUT|TEXTAREA|SELECT)$/.test(a.tagName);
  }
  function poll() {
    if (document.visibilityState === "hidden") return;
    fetch(url, { credentials: "same-origin", cache: "no-store" })
      .then(function (r) { return r.ok ? r.text() : null; })
      .then(function (t) { if (t && t !== token && !busy()) location.reload(); })
      .catch(function () {});
  }
  setInterval(poll, 4000);
})();
