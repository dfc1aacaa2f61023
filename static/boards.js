// Keeps the hall of boards current without reloading it: every few seconds
// it asks for the page again (a 304 while nothing changed: the page's ETag
// is the round's data version) and, when the ETag moved, replaces the boards
// that changed in place, keeping the focus on the board that had it. The
// <noscript> refresh in the page's head does the same without JavaScript.
(function () {
  "use strict";
  var list = document.querySelector("[data-boards]");
  if (!list || !window.fetch || !window.DOMParser) return;
  var version = list.getAttribute("data-version");
  var seconds = parseInt(list.getAttribute("data-seconds"), 10);
  if (!(seconds > 0)) return;
  function update(html) {
    var fresh = new DOMParser().parseFromString(html, "text/html").querySelector("[data-boards]");
    if (!fresh) return;
    var focused = document.activeElement && document.activeElement.closest("[data-board]");
    var focusedBoard = focused ? focused.getAttribute("data-board") : null;
    var old = {};
    Array.prototype.forEach.call(list.querySelectorAll("[data-board]"), function (li) {
      old[li.getAttribute("data-board")] = li;
    });
    var next = Array.prototype.map.call(fresh.querySelectorAll("[data-board]"), function (li) {
      var n = li.getAttribute("data-board");
      var was = old[n];
      return was && was.innerHTML === li.innerHTML ? was : document.importNode(li, true);
    });
    next.forEach(function (li, k) {
      if (list.children[k] !== li) list.insertBefore(li, list.children[k] || null);
    });
    while (list.children.length > next.length) list.removeChild(list.lastElementChild);
    if (focusedBoard !== null) {
      var link = list.querySelector('[data-board="' + focusedBoard + '"] a');
      if (link && link !== document.activeElement) link.focus();
    }
    version = fresh.getAttribute("data-version");
    list.setAttribute("data-version", version);
  }
  function poll() {
    if (document.visibilityState === "hidden") return;
    fetch(location.href, { credentials: "same-origin", cache: "no-cache" })
      .then(function (r) {
        var now = r.headers.get("ETag");
        return r.ok && now && now !== version ? r.text() : null;
      })
      .then(function (html) { if (html) update(html); })
      .catch(function () {});
  }
  setInterval(poll, seconds * 1000);
})();
