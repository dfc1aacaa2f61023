// Click-to-move for arbiters: click a piece, then its target square; a pawn
// reaching the last rank asks which piece. The move goes through the same
// form as typed moves, as UCI (e.g. e7e8q), so the server checks it as usual.
(function () {
  "use strict";
  var board = document.getElementById("chessboard");
  var form = document.getElementById("move-form");
  if (!board || !form) return;
  var legal = (board.getAttribute("data-legal") || "").split(" ").filter(Boolean);
  if (legal.length === 0) return;
  var input = form.querySelector("input[name=move]");
  var picker = document.getElementById("promotion");
  var from = null;

  function squareEl(name) { return board.querySelector('[data-sq="' + name + '"]'); }
  function clear() {
    board.querySelectorAll(".selected, .target").forEach(function (el) { el.classList.remove("selected", "target"); });
    from = null;
  }
  function submit(uci) { input.value = uci; form.submit(); }

  function select(sq) {
    clear();
    var targets = legal.filter(function (m) { return m.slice(0, 2) === sq; });
    if (targets.length === 0) return;
    from = sq;
    squareEl(sq).classList.add("selected");
    targets.forEach(function (m) { squareEl(m.slice(2, 4)).classList.add("target"); });
  }

  board.classList.add("interactive");
  board.addEventListener("click", function (ev) {
    var el = ev.target.closest("[data-sq]");
    if (!el) return;
    var sq = el.getAttribute("data-sq");
    if (from === null || from === sq) { select(from === sq ? null : sq); return; }
    var moves = legal.filter(function (m) { return m.slice(0, 4) === from + sq; });
    if (moves.length === 0) { select(sq); return; }
    if (moves.length === 1) { submit(moves[0]); return; }
    // Several moves between the same squares: a promotion. Ask which piece.
    var move = from + sq;
    picker.hidden = false;
    picker.querySelectorAll("button").forEach(function (b) {
      b.onclick = function () { submit(move + b.getAttribute("data-piece")); };
    });
  });
})();
