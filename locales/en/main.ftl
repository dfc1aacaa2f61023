# arbiter — English interface strings.

nav-tournaments = Tournaments
nav-users = Accounts
nav-login = Sign in
nav-logout = Sign out

error-not-found = This page does not exist.
error-login-required = Please sign in first.
error-forbidden = You are not allowed to do this. Only the tournament's arbiters may change it.
error-csrf = The form has expired or did not come from this site. Reload the page and try again.
error-bad-form = The form could not be read. Reload the page and try again.
error-too-large = The data sent is too large.
error-too-many-attempts = Too many failed sign-in attempts. Please wait a few minutes and try again.
error-internal = Something went wrong on the server. Nothing was saved; please try again.

setup-title = Set up arbiter
setup-intro = There are no accounts yet. Create the administrator account: it manages the other accounts.
setup-submit = Create administrator
login-title = Sign in
login-submit = Sign in
login-failed = Wrong account name or password.

account-username = Account name
account-password = Password
account-password2 = Password again
account-role = Role
account-username-invalid = Give an account name of at most 64 characters.
account-username-taken = This account name is taken.
account-password-short = The password needs at least 8 characters.
account-password-long = The password is too long.
account-password-mismatch = The two passwords differ.
account-role-invalid = Choose a role.
admin = Administrator
arbiter = Arbiter
users-title = Accounts
users-add = Add account

tournament-new = New tournament
tournament-edit = Tournament settings
tournament-none = No tournaments yet.
tournament-name = Name
tournament-place = Place
tournament-federation = Federation
tournament-start = Start date
tournament-end = End date
tournament-dates = Dates
tournament-system = System
tournament-rounds = Rounds
tournament-rounds-hint = A round robin gets the number of rounds its players need when it is paired.
tournament-time-control = Time control
tournament-time-control-hint = FIDE notation in seconds, e.g. 40/5400+30:1800+30, or minutes+seconds such as 90+30, 15+10, 3+2.
tournament-default-time = Default time
tournament-default-time-hint = Minutes a player may be late (FIDE 6.7); 0 means present at the start.
tournament-time-zone = Time zone
tournament-points = Points
tournament-schedule = Round schedule
tournament-schedule-hint = One line per round: date and time in the event's time zone, e.g. 2026-12-01 15:00.
points-win = Win
points-draw = Draw
points-loss = Loss
points-pab = Pairing-allocated bye
points-hpb = Half-point bye
points-fpb = Full-point bye
points-zpb = Zero-point bye / forfeit loss
system-rr = Round robin
system-drr = Double round robin
system-swiss = Swiss (Dutch system)
mode-standard = standard
mode-rapid = rapid
mode-blitz = blitz
minutes-count = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}

form-save = Save
form-has-errors = Please correct the fields marked below.
form-required-200 = Required, at most 200 characters.
form-too-long = Too long.
form-federation-invalid = Use the three-letter FIDE code, e.g. RUS, NOR.
form-date-invalid = Give a date as YYYY-MM-DD.
form-end-before-start = The end date is before the start date.
form-system-invalid = Choose a system.
form-system-locked = The system cannot change once round 1 is paired.
form-rounds-invalid = Give a number of rounds from 1 to 99.
form-time-control-invalid = Not a time control: { $reason }.
form-default-time-invalid = Give a number of minutes from 0 to 1440.
form-time-zone-invalid = Unknown time zone; use a name such as Europe/Moscow or UTC.
form-points-invalid = Give points from 0 to 100, with at most one decimal (0.5 or ½).
form-schedule-invalid = Line { $line } is not a date and time such as 2026-12-01 15:00.
form-schedule-too-long = The schedule has more lines than the tournament has rounds.

conflict-tournament = Someone else saved these settings meanwhile. The form now shows their version; make your change again.
conflict-player = Someone else changed this player meanwhile. The form now shows their version; make your change again.
conflict-result = Another arbiter changed this result meanwhile; it is now { $current }. Nothing was overwritten; check it and save again if needed.

tab-overview = Overview
tab-players = Players
tab-pairings = Pairings
tab-standings = Standings
tab-crosstable = Crosstable

players-count = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
players-manage = Players
players-provisional = Numbers are provisional until round 1 is paired (FIDE order: rating, title, name).
player-add = Register player
player-name = Name
player-name-hint = Lastname, Firstname
player-sex = Sex
sex-m = male
sex-w = female
player-title = Title
player-fide-rating = FIDE rating
player-national-rating = National rating
player-fide-id = FIDE ID
player-birth-date = Birth date
player-club = Club
player-name-invalid = Give a name of at most 100 characters.
player-sex-invalid = Use m or w.
player-title-invalid = Unknown title; use GM, IM, WGM, FM, WIM, CM, WFM or WCM.
player-rating-invalid = Give a rating from 0 to 3500.
player-fide-id-invalid = A FIDE ID is a number of up to 11 digits.
player-birth-date-invalid = Give a date as YYYY/MM/DD (or just the year).
player-round-robin-fixed = The round robin is already scheduled: players cannot be added.
player-withdraw = Withdrawal
player-withdraw-from = Withdrawn from round
player-withdraw-hint = Leave empty to reinstate. In a round robin the player's unplayed games from that round are forfeited.
player-withdraw-invalid = Give a round number.
player-withdrawn-from = withdrawn from round { $round }
action-edit = Edit

import-title = Import players from CSV
import-upload = Upload
import-help = A header line, then one player per line, separated by commas or semicolons. Columns (name is required, the others optional, any order):
import-file = CSV file
import-paste = or paste the CSV here
import-check = Check
import-preview = Preview
import-line = Line
import-status = Status
import-has-errors = Some rows have errors: nothing will be imported until the file is corrected.
import-confirm = { $count ->
    [one] Import { $count } player
   *[other] Import { $count } players
}
import-empty = The file has no players.
import-no-name = The header has no name column.
import-unknown-columns = Unknown columns: { $columns }.
import-malformed = The file is not valid CSV: { $reason }.
import-not-utf8 = The file is not UTF-8 text. Save it as CSV UTF-8 and try again.

arbiter-controls = Arbiter
arbiters-title = Arbiters
arbiter-chief = chief arbiter
arbiter-add = Add arbiter
arbiter-unknown-user = No account has this name.
audit-title = Audit log
audit-when = When
audit-who = Who
audit-what = Action
audit-subject = Subject
audit-before = Before
audit-after = After

pair-all-rounds = Pair all rounds
pair-next-round = Pair next round
pair-too-few-players = A round robin needs at least 3 players.
pair-already-paired = The rounds are already paired.
pair-swiss-unavailable = Swiss pairing is not available yet.
round-n = Round { $n }
result-invalid = Unknown result.
result-bye = A bye has no result to enter.
bye-pab = bye (pairing-allocated)
bye-hpb = half-point bye
bye-fpb = full-point bye
bye-zpb = zero-point bye
bye-rest = rests this round

col-no = No.
col-board = Bd
col-white = White
col-black = Black
col-result = Result
col-pts = Pts
col-points = Points
col-rank = Rank
col-rating = Rating
col-fed = Fed
col-games = Games
standings-after = After round { $n }
standings-start-list = Starting rank list
standings-tiebreak-note = Players level on points share a place until the tie-breaks are set.

board-n = board { $n }
board-position = Position
col-game = Game
game-view = moves
notation = Notation
move-input = Move
move-submit = Play
promote-to = Promote to
takeback = Take back the last move
start-position = Start position
pgn-import = Import PGN
white-to-move = White to move
black-to-move = Black to move
article = art. { $n }
end-checkmate = Checkmate
end-stalemate = Stalemate: drawn
end-insufficient_material = Dead position, neither side can checkmate: drawn
end-seventyfive = 75 moves without capture or pawn move: drawn
end-fivefold = The same position for the fifth time: drawn
role-pawn = pawn
role-knight = knight
role-bishop = bishop
role-rook = rook
role-queen = queen
role-king = king
piece-white-pawn = white pawn
piece-white-knight = white knight
piece-white-bishop = white bishop
piece-white-rook = white rook
piece-white-queen = white queen
piece-white-king = white king
piece-black-pawn = black pawn
piece-black-knight = black knight
piece-black-bishop = black bishop
piece-black-rook = black rook
piece-black-queen = black queen
piece-black-king = black king
move-game-over = The game is over: { $reason }.
move-syntax = "{ $text }" is not a move. Write it like Nf3, exd5, e8=Q, O-O, Кf3 or e2e4.
move-null = A null move is not a move.
move-ambiguous = Ambiguous: more than one { $piece } can go to { $square }; say which (for example with its file).
move-illegal = Illegal move: { $reason }.
illegal-castling-rights = castling is no longer allowed, the king or that rook has moved
illegal-castling-blocked = the squares between the king and the rook are not empty
illegal-castling-in-check = the king is in check, and castling out of check is not allowed
illegal-castling-through = the king would pass through { $square }, which an enemy piece attacks
illegal-king-into-check = the king would be in check on { $square }
illegal-own-piece = { $square } is occupied by one of your own pieces
illegal-no-such-piece = there is no { $piece } that could make this move
illegal-cannot-reach = no { $piece } can reach { $square }
illegal-must-promote = a pawn reaching { $square } must be promoted: add the piece, e.g. =Q
illegal-bad-promotion = a pawn promotes to a queen, rook, bishop or knight, and only on the last rank
illegal-leaves-check = the king is in check, and { $piece } { $from }-{ $to } does not get it out of check
illegal-pinned = the { $piece } on { $square } is pinned: moving it would expose the king to check
illegal-no-piece-on = there is no piece of the side to move on { $square }
illegal-cannot-go = the { $piece } on { $from } cannot go to { $to }
conflict-move = Another arbiter changed this game meanwhile. The board now shows the current position; enter the move again if it is still needed.
takeback-nothing = There is no move to take back.
start-after-moves = The start position can only be set before the first move.
start-bad-fen = Not a valid position: { $reason }.
pgn-after-moves = A PGN can only be imported into a board without moves.
pgn-one-game = Paste exactly one game.
pgn-invalid = The PGN cannot be read: { $reason }.
pgn-illegal = Move { $ply } ({ $move }) cannot be played: { $reason } Nothing was imported.
