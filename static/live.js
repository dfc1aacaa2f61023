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
  function edited(f) {
    // The name filter is kept in the address (filter.js), so a reload keeps it.
    if (f.type === "hidden" || f.type === "submit" || f.hasAttribute("data-filter")) return false;
    if (f.tagName === "SELECT") {
      return Array.prototype.some.call(f.options, function (o) { return o.selected !== o.defaultSelected; });
    }
    if (f.type === "checkbox" || f.type === "radio") return f.checked !== f.defaultChecked;
    return f.value !== f.defaultValue;
  }
  function busy() {
    var a = document.activeElement;
    if (a && /^(INPUT|TEXTAREA|SELECT)$/.test(a.tagName)) return true;
    return Array.prototype.some.call(document.querySelectorAll("form input, form select, form textarea"), edited);
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
