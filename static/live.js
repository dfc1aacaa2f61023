// Keeps a page current for spectators and other arbiters: every few seconds
// it asks whether what the page shows changed (a board's moves, log and
// result; a tournament's pairings and results) and reloads the page when it
// did, unless the visitor is typing in a form or has changed a field without
// sending it (a result chosen but not saved). A page without its token
// takes the first answer as the state it shows.
(function () {
  "use strict";
  var el = document.querySelector("[data-live]");
  if (!el || !window.fetch) return;
  var url = el.getAttribute("data-live");
  var token = el.getAttribute("data-token");
  // The form fields as the page came with them (as the browser reports
  // them), to tell an unsent change. The name filter is kept in the address
  // (filter.js), so a reload keeps it.
  var fields = Array.prototype.filter.call(
    document.querySelectorAll("form input, form select, form textarea"),
    function (f) { return f.type !== "hidden" && f.type !== "submit" && !f.hasAttribute("data-filter"); });
  function state(f) { return f.type === "checkbox" || f.type === "radio" ? String(f.checked) : f.value; }
  var initial = fields.map(state);
  function busy() {
    var a = document.activeElement;
    if (a && /^(INPUT|TEXTAREA|SELECT)$/.test(a.tagName)) return true;
    return fields.some(function (f, k) { return state(f) !== initial[k]; });
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
