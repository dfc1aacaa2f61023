// Keeps a page current for spectators and other arbiters: every few seconds
// it asks whether what the page shows changed (a board's moves, log and
// result; a tournament's pairings and results) and reloads the page when it
// did, unless the visitor is typing in a form. A page without its token
// takes the first answer as the state it shows.
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
      .then(function (t) {
        if (t && token === null) token = t;
        else if (t && t !== token && !busy()) location.reload();
      })
      .catch(function () {});
  }
  if (token === null) poll();
  setInterval(poll, 4000);
})();
