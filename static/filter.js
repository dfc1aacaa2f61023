// Filters the list on the page as the visitor types into the name filter
// (the form still works without JavaScript: it asks the server).
(function () {
  "use strict";
  var input = document.querySelector("input[data-filter]");
  var table = document.querySelector("table[data-filterable]");
  if (!input || !table) return;
  function fold(s) { return s.toLowerCase().replace(/ё/g, "е").trim(); }
  function apply() {
    var q = fold(input.value);
    table.querySelectorAll("tbody tr").forEach(function (tr) {
      var names = [].map.call(tr.querySelectorAll("a.player"), function (a) { return fold(a.textContent); });
      var numbers = tr.getAttribute("data-numbers") || "";
      var hit = !q || names.some(function (n) { return n.indexOf(q) >= 0; }) ||
        numbers.split(" ").indexOf(q) >= 0;
      tr.hidden = !hit;
    });
    // The address keeps the filter, so that a live reload (or a shared link)
    // shows the same rows.
    if (window.URL && history.replaceState) {
      var u = new URL(location.href);
      if (input.value.trim()) u.searchParams.set("q", input.value.trim());
      else u.searchParams.delete("q");
      history.replaceState(null, "", u.toString());
    }
  }
  input.addEventListener("input", apply);
})();
