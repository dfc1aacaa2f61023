# arbiter — русский интерфейс.

nav-tournaments = Турниры
nav-users = Учётные записи
nav-login = Войти
nav-logout = Выйти

error-not-found = Такой страницы нет.
error-round-not-paired = Жеребьёвка { $round }-го тура ещё не проведена.
error-login-required = Сначала войдите.
error-forbidden = У вас нет прав на это действие. Изменять турнир могут только его судьи.
error-csrf = Форма устарела или отправлена не с этого сайта. Обновите страницу и повторите.
error-bad-form = Не удалось прочитать форму. Обновите страницу и повторите.
error-too-large = Слишком большой объём данных.
error-encoded-body = Данные отправлены сжатыми (Content-Encoding), а сайт их не принимает. Отправьте их без сжатия.
error-control-character = Поле «{ $field }» содержит управляющий символ ({ $char }, символ № { $at }), который нельзя сохранить. Удалите его и отправьте форму ещё раз.
error-bidi-override = Поле «{ $field }» содержит символ смены направления текста ({ $char }, символ № { $at }): невидимый, он показывает текст вокруг себя в другом порядке. Удалите его и отправьте форму ещё раз.
error-too-many-attempts = Слишком много неудачных попыток входа. Подождите несколько минут и попробуйте снова.
error-internal = Ошибка на сервере. Ничего не сохранено; попробуйте ещё раз.

setup-title = Настройка arbiter
setup-intro = Учётных записей пока нет. Создайте запись администратора: он управляет остальными учётными записями.
setup-submit = Создать администратора
login-title = Вход
login-submit = Войти
login-failed = Неверное имя или пароль.

account-username = Имя учётной записи
account-password = Пароль
account-password2 = Пароль ещё раз
account-role = Роль
account-username-invalid = Укажите имя не длиннее 64 символов.
account-username-taken = Это имя уже занято.
account-password-short = Пароль должен быть не короче 8 символов.
account-password-long = Пароль слишком длинный.
account-password-mismatch = Пароли не совпадают.
account-role-invalid = Выберите роль.
admin = Администратор
arbiter = Судья
users-title = Учётные записи
users-add = Добавить учётную запись

tournament-new = Новый турнир
tournament-edit = Настройки турнира
tournament-none = Турниров пока нет.
progress-not-started = Не начат
progress-in-play = Идёт { $round }-й тур из { $rounds }
progress-after = После { $round }-го тура из { $rounds }
progress-finished = Завершён
list-search-title = Найти турнир
list-name = Название
list-place = Место
list-from = С
list-to = По
list-federation = Федерация
list-state = Состояние
list-any = Все
list-state-upcoming = Предстоящие
list-state-running = Идущие
list-state-finished = Завершённые
list-find = Найти
list-clear = Показать все
list-found = { $count ->
    [one] Найден { $count } турнир
    [few] Найдено { $count } турнира
   *[many] Найдено { $count } турниров
}
list-none-found = По этому запросу турниров нет.
list-pages = Страницы списка
list-previous = Назад
list-next = Вперёд
list-page-of = Страница { $page } из { $pages }
list-page-invalid = Номер страницы должен быть целым числом от 1.
list-text-invalid = Искомое название или место — одна строка не длиннее 64 знаков.
list-federation-invalid = Федерация — трёхбуквенный код, например RUS.
list-date-invalid = Дату нужно писать в виде ГГГГ-ММ-ДД.
list-state-invalid = Состояние: предстоящий, идущий или завершённый.
tournament-name = Название
tournament-place = Место проведения
tournament-federation = Федерация
tournament-start = Дата начала
tournament-end = Дата окончания
tournament-dates = Даты
tournament-system = Система
tournament-rounds = Туры
tournament-rounds-hint = Для круговой системы число туров определяется числом участников при жеребьёвке.
tournament-time-control = Контроль времени
time-control-not-set = не задан
time-control-ask = Контроль времени не задан (в файле нет такого, который можно прочитать): задайте его до начала партий — по нему идут часы и правила игры.
tournament-time-control-hint = Нотация ФИДЕ в секундах, например 40/5400+30:1800+30, или минуты+секунды: 90+30, 15+10, 3+2.
tournament-default-time = Допустимое опоздание
tournament-default-time-hint = Сколько минут игрок может опоздать (ФИДЕ 6.7); 0 — быть на месте к началу.
tournament-game-mode = Вид игры
tournament-game-mode-auto = Как задаёт контроль времени
tournament-game-mode-hint = Какие правила действуют для флажка, невозможных ходов и требований: классика или приложения о рапиде и блице (A, B). Укажите, если так сказано в положении о турнире.
tournament-time-zone = Часовой пояс
tournament-points = Очки
tournament-schedule = Расписание туров
tournament-schedule-hint = По строке на тур: дата и время в часовом поясе турнира, например 2026-12-01 15:00.
points-win = Победа
points-draw = Ничья
points-loss = Поражение
points-pab = Бай при жеребьёвке
points-hpb = Бай в пол-очка
points-fpb = Бай в очко
points-zpb = Бай без очков / поражение неявкой
system-rr = Круговая
system-drr = Двухкруговая
system-swiss = Швейцарская (голландская система)
mode-standard = классика
mode-rapid = рапид
mode-blitz = блиц
minutes-count = { $count ->
    [one] { $count } минута
    [few] { $count } минуты
   *[many] { $count } минут
}

form-save = Сохранить
form-has-errors = Исправьте отмеченные ниже поля.
form-required-200 = Обязательное поле, не длиннее 200 символов.
form-too-long = Слишком длинно.
form-federation-invalid = Используйте трёхбуквенный код ФИДЕ, например RUS, NOR.
form-date-invalid = Укажите дату в виде ГГГГ-ММ-ДД.
form-end-before-start = Дата окончания раньше даты начала.
form-system-invalid = Выберите систему.
form-system-locked = Систему нельзя изменить после жеребьёвки первого тура.
form-rounds-invalid = Укажите число туров от 1 до 99.
form-time-control-invalid = Неверный контроль времени: { $reason }.
form-default-time-invalid = Укажите число минут от 0 до 1440.
form-game-mode-invalid = Выберите классику, рапид или блиц либо вид, который задаёт контроль времени.
form-time-zone-invalid = Неизвестный часовой пояс; используйте название вроде Europe/Moscow или UTC.
form-points-invalid = Укажите очки от 0 до 100, не более одного знака после запятой (0.5 или ½).
form-schedule-invalid = Строка { $line } — не дата и время вида 2026-12-01 15:00.
form-schedule-too-long = В расписании больше строк, чем туров в турнире.

conflict-tournament = Кто-то другой уже сохранил эти настройки. В форме теперь его версия; внесите изменение снова.
conflict-player = Кто-то другой уже изменил данные этого игрока. В форме теперь его версия; внесите изменение снова.
conflict-result = Другой судья уже изменил этот результат; сейчас он { $current }. Ничего не перезаписано; проверьте и при необходимости сохраните снова.

tab-overview = Обзор
tab-players = Участники
tab-pairings = Пары
tab-standings = Положение
tab-crosstable = Кросс-таблица

players-count = { $count ->
    [one] { $count } игрок
    [few] { $count } игрока
   *[many] { $count } игроков
}
players-manage = Участники
players-provisional = Номера предварительные до жеребьёвки первого тура (порядок ФИДЕ: рейтинг, звание, имя).
player-add = Зарегистрировать участника
player-name = Имя
player-name-hint = Фамилия, Имя
player-sex = Пол
sex-m = мужской
sex-w = женский
player-title = Звание
player-fide-rating = Рейтинг ФИДЕ
player-national-rating = Национальный рейтинг
player-fide-id = ФИДЕ ID
player-birth-date = Дата рождения
player-club = Клуб
player-name-invalid = Укажите имя не длиннее 200 символов.
player-sex-invalid = Используйте m или w.
player-title-invalid = Неизвестное звание; используйте GM, IM, WGM, FM, WIM, CM, WFM или WCM.
player-rating-invalid = Укажите рейтинг от 0 до 3500.
player-fide-id-invalid = ФИДЕ ID — число до 11 цифр.
player-birth-date-invalid = Укажите дату в виде ГГГГ/ММ/ДД или ДД.ММ.ГГГГ (числа разделяются знаком /, - или .) или только год.
player-round-robin-fixed = Расписание кругового турнира уже составлено: добавлять участников нельзя.
player-registered = Зарегистрирован: { $name }, № { $no }
player-sent-twice = Эта форма уже была отправлена: { $name } зарегистрирован. Второй раз ничего не добавлено.
player-same-person = Участник с таким именем и датой рождения уже зарегистрирован: { $name }. Ничего не добавлено. Если это другой человек, отметьте флажок ниже и зарегистрируйте снова.
player-same-anyway = Всё равно зарегистрировать: это другой человек
player-withdraw = Выбытие
player-withdraw-from = Выбыл с тура
player-withdraw-hint = Оставьте пустым, чтобы вернуть игрока. В круговом турнире его несыгранные партии с этого тура засчитываются как неявки; в швейцарском турнире программа спросит, что делать с партией в уже опубликованном туре.
player-withdraw-invalid = Укажите номер тура.
player-withdrawn-from = выбыл с тура { $round }
withdraw-published-choose = У игрока есть партия в опубликованном туре: выберите, засчитать ли ему поражение или убрать доску.
withdraw-published-warning = У игрока { $player } есть ещё не сыгранная партия в опубликованном туре (с { $round }-го тура). Выбытие само её не убирает: решите, что с ней будет.
withdraw-published-game = Тур { $round }, доска { $board }: { $white } – { $black }
withdraw-forfeit = Снять игрока; сопернику победа без игры
withdraw-remove = Снять игрока и убрать доску
withdraw-remove-gets = Сопернику
withdraw-remove-recorded = В этой партии записаны ходы или записи судьи: засчитайте поражение без игры вместо удаления доски.
withdraw-cancel = Не снимать
action-edit = Изменить

import-title = Импорт участников из CSV
import-upload = Загрузка
import-help = Строка заголовка, затем по участнику в строке, через запятую или точку с запятой. Столбцы (обязательно только имя, остальные — нет, в любом порядке):
import-file = Файл CSV
import-paste = или вставьте CSV сюда
import-check = Проверить
import-preview = Предпросмотр
import-line = Строка
import-status = Состояние
import-has-errors = В некоторых строках ошибки: ничего не будет импортировано, пока файл не исправлен.
import-confirm = { $count ->
    [one] Импортировать { $count } участника
   *[other] Импортировать { $count } участников
}
import-empty = В файле нет участников.
import-no-name = В заголовке нет столбца name.
import-unknown-columns = Неизвестные столбцы: { $columns }.
import-malformed = Файл не является корректным CSV: { $reason }.

arbiter-controls = Судья
arbiters-title = Судьи
arbiter-chief = главный судья
arbiter-add = Добавить судью
arbiter-added = «{ $name }» теперь заместитель арбитра: эта учётная запись может изменять турнир.
arbiter-removed = «{ $name }» больше не арбитр этого турнира.
arbiter-no-such-account = Учётной записи с таким именем нет. Попросите администратора сначала создать её, затем назначьте заместителем.
arbiter-not-a-deputy = Это имя не заместитель арбитра этого турнира.
arbiter-remove = Убрать
arbiter-remove-named = Убрать { $name } из арбитров
audit-arbiter-removed = { $user } убран из арбитров
audit-title = Журнал изменений
audit-when = Когда
audit-who = Кто
audit-what = Действие
audit-subject = Объект
audit-before = Было
audit-after = Стало

pair-all-rounds = Провести жеребьёвку всех туров
pair-too-few-players = Для кругового турнира нужно не менее 3 участников.
pair-already-paired = Жеребьёвка уже проведена.
round-n = Тур { $n }
result-invalid = Неизвестный результат.
result-bye = У бая нет результата для ввода.
bye-pab = бай (при жеребьёвке)
bye-hpb = бай в пол-очка
bye-fpb = бай в очко
bye-zpb = бай без очков
bye-rest = свободен в этом туре

col-no = №
col-board = Доска
col-white = Белые
col-black = Чёрные
col-result = Результат
col-pts = Очки
col-points = Очки
col-rank = Место
col-rating = Рейтинг
col-fed = Фед.
col-games = Партий
standings-after = После { $n }-го тура
standings-start-list = Стартовый список
standings-after-in-play = После { $n }-го тура; идёт { $live }-й тур
standings-start-in-play = Стартовый список; идёт { $live }-й тур
standings-live = Идёт { $n }-й тур: учтены завершённые партии
standings-show-live = { $n }-й тур (идёт)
standings-playing = играет

board-n = доска { $n }
board-position = Позиция
col-game = Партия
game-view = ходы
notation = Нотация
move-input = Ход
move-submit = Сделать ход
promote-to = Превратить в
takeback = Отменить последний ход
start-position = Начальная позиция
pgn-import = Импорт PGN
white-to-move = Ход белых
black-to-move = Ход чёрных
article = ст. { $n }
end-checkmate = Мат
end-stalemate = Пат: ничья
end-dead_position = Мёртвая позиция, ни одна сторона не может поставить мат: ничья
end-seventy_five_moves = 75 ходов без взятий и ходов пешкой: ничья
end-fivefold_repetition = Одна и та же позиция в пятый раз: ничья
role-pawn = пешка
role-knight = конь
role-bishop = слон
role-rook = ладья
role-queen = ферзь
role-king = король
piece-white-pawn = белая пешка
piece-white-knight = белый конь
piece-white-bishop = белый слон
piece-white-rook = белая ладья
piece-white-queen = белый ферзь
piece-white-king = белый король
piece-black-pawn = чёрная пешка
piece-black-knight = чёрный конь
piece-black-bishop = чёрный слон
piece-black-rook = чёрная ладья
piece-black-queen = чёрный ферзь
piece-black-king = чёрный король
move-game-over = Партия окончена: { $reason }.
move-syntax = «{ $text }» — не ход. Пишите, например, Кf3, exd5, e8=Ф, 0-0, Nf3 или e2e4.
move-null = Нулевой ход — не ход.
move-ambiguous = Неоднозначно: на { $square } может пойти не одна фигура ({ $piece }); уточните, например, вертикалью.
move-illegal = Невозможный ход: { $reason }.
illegal-castling-rights = рокировка уже невозможна, король или эта ладья ходили
illegal-castling-blocked = между королём и ладьёй стоят фигуры
illegal-castling-in-check = королю объявлен шах, рокироваться под шахом нельзя
illegal-castling-through = король прошёл бы через поле { $square }, которое атаковано
illegal-king-into-check = король оказался бы под шахом на { $square }
illegal-own-piece = на поле { $square } стоит своя фигура
illegal-no-such-piece = нет фигуры, которая могла бы сделать этот ход ({ $piece })
illegal-cannot-reach = ни одна фигура ({ $piece }) не может пойти на { $square }
illegal-must-promote = пешка на { $square } должна превратиться: добавьте фигуру, например =Ф
illegal-bad-promotion = пешка превращается в ферзя, ладью, слона или коня и только на последней горизонтали
illegal-leaves-check = королю объявлен шах, а ход { $piece } { $from }-{ $to } от него не защищает
illegal-pinned = { $piece } на { $square } связан(а): ход открыл бы шах своему королю
illegal-no-piece-on = на поле { $square } нет фигуры стороны, которая ходит
illegal-cannot-go = { $piece } с { $from } не может пойти на { $to }
game-not-published = Эта доска в предложенном туре: партия записывается после публикации тура.
conflict-move = Другой судья уже изменил эту партию. На доске текущая позиция; введите ход снова, если он ещё нужен.
conflict-game = Другой судья уже изменил эту партию; сейчас в ней полуходов: { $current }. Ничего не перезаписано; обновите страницу доски и попробуйте снова.
takeback-nothing = Нет хода для отмены.
start-after-moves = Начальную позицию можно задать только до первого хода.
start-bad-fen = Неверная позиция: { $reason }.
pgn-after-moves = PGN можно импортировать только на доску без ходов.
pgn-one-game = Вставьте ровно одну партию.
pgn-invalid = Не удалось прочитать PGN: { $reason }.
pgn-illegal = Ход { $ply } ({ $move }) невозможен: { $reason } Ничего не импортировано.
pair-round-n = Жеребьёвка { $n }-го тура
pair-all-rounds-paired = Все туры турнира уже сведены.
pair-draft-exists = Предложенная жеребьёвка этого тура ждёт решения: опубликуйте или отмените её.
pair-results-missing = Внесите все результаты опубликованных туров, прежде чем сводить следующий.
pair-impossible = Ни одна жеребьёвка этого тура не удовлетворяет абсолютным критериям (без повторных встреч, ограничения по цвету, право на бай).
pair-changed-meanwhile = Пока шла жеребьёвка, в турнире менялись данные (вносились результаты или участники). Проведите жеребьёвку ещё раз.
pair-byes-hint = Заявленные пропуски тура учитываются при жеребьёвке.
draft-open = Предложенная жеребьёвка { $n }-го тура
draft-title = Тур { $n }: предложенная жеребьёвка
draft-not-public = Не опубликована: участники и зрители её пока не видят.
draft-as-engine = Это жеребьёвка по голландской системе ФИДЕ.
draft-changed = Изменена вручную после жеребьёвки по голландской системе ФИДЕ.
draft-as-engine-unknown = Предложено голландской системой ФИДЕ до того, как программа стала запоминать исходные данные жеребьёвки: если с тех пор менялись результаты, участники или правила, проведите жеребьёвку заново.
draft-out-of-date = Устарело: эта жеребьёвка сделана до изменений, перечисленных ниже, и для турнира в нынешнем виде не является жеребьёвкой голландской системы ФИДЕ. Проведите жеребьёвку заново или опубликуйте её, отметив подтверждение.
draft-stale-results = изменились результаты или пары прошлых туров
draft-stale-players = изменились участники (добавлен, выбыл или изменились рейтинг, звание, имя, клуб, федерация или стартовый номер)
draft-stale-byes = изменились заявленные на этот тур баи
draft-stale-rules = изменились правила жеребьёвки (ускорение, виртуальные очки, запрещённые пары)
draft-stale-settings = изменились настройки турнира (система, число туров, очки)
draft-publish-stale = Опубликовать, хотя жеребьёвка устарела
draft-publish-stale-confirm = Эта жеребьёвка устарела: проведите её заново или отметьте подтверждение, чтобы всё же опубликовать.
draft-swap-colours = Поменять цвет
draft-swap-a = Участник №
draft-swap-b = с участником №
draft-swap = Поменять
draft-publish = Опубликовать
draft-repair = Свести заново
draft-discard = Отменить
warn-rematch = { $white } и { $black } уже играли друг с другом (C1).
warn-bye-not-allowed = { $player } не может повторно получить бай по жеребьёвке (C2).
warn-colour-limit = { $player } получит { $colour } сверх ограничений по цвету (C3).
warn-not-paired = { $player } присутствует, но не включён в жеребьёвку.
warn-not-available = { $player } не участвует в этом туре, но включён в жеребьёвку.
warn-paired-twice = { $player } включён в жеребьёвку больше одного раза.
swap-unknown-player = Участника с таким стартовым номером нет.
swap-same-player = Выберите двух разных участников.
swap-requested-bye = Участника с заявленным пропуском нельзя переставить; отмените заявку и сведите тур заново.
swap-not-seated = Ни одного из участников нет в предложенной жеребьёвке.
byes-title = Заявленные пропуски тура
byes-none = Пропусков не заявлено.
byes-player = Участник
byes-kind = Пропуск
byes-request = Заявить
byes-cancel = Отменить
bye-unknown-player = Неизвестный участник.
bye-bad-round = Пропуск можно заявить только на ещё не сведённый тур.
bye-bad-kind = Неизвестный вид пропуска.
bye-round-robin = В круговом турнире пропуски не заявляются.
export-trf = Скачать TRF-2026 (отчёт для ФИДЕ)
export-trf16 = TRF-16
export-pgn-all = Все записанные партии (PGN)
pair-too-few-swiss = Для жеребьёвки тура нужны хотя бы два участника.
trf-import-title = Импорт турнира из TRF
trf-import-help = Файл отчёта ФИДЕ (TRF-16 или TRF-2026) из другой программы или из этой. Каждый тур проверяется; затем турнир можно продолжить здесь.
trf-import-submit = Импортировать
trf-import-link = Импорт из TRF
trf-import-duplicate = Турнир с таким названием и датами уже есть: не импортировался ли этот файл раньше? Ничего не импортировано.
trf-import-again = Импортировать ещё раз как другой турнир
trf-import-choose-again = Перед импортом выберите файл ещё раз.
trf-error-at = Строка { $line }, позиция { $column }: { $message }
trf-error = Файл нельзя импортировать: { $message }
trf-no-players = В файле нет записей участников (001).

## Дополнительные показатели (FIDE C.07)
col-round = Тур
round-short = Т
tb-legend = Дополнительные показатели в порядке применения после очков
standings-pending = Партии, которые ещё идут, не считаются ни сыгранными, ни несыгранными: ни очков, ни очков соперника, ни условного соперника. Этот вид видят только судьи; зрители видят таблицу после последнего завершённого тура.
card-summary = { $rank }-е место, { $points } { $points ->
    [one] очко
    [few] очка
    [many] очков
   *[other] очка
} после { $n }-го тура
card-performance = Турнирный перфоманс
card-performance-help = Рейтинг турнирного результата Rp = Ra + dp (ФИДЕ B.01 1.4.8) по партиям с соперниками, имеющими рейтинг (партий: { $games }), их средний рейтинг Ra = { $average }
card-tiebreaks = Дополнительные показатели (откройте, чтобы увидеть подсчёт)
col-round-short = Тур
col-colour = Цвет
col-result-short = Рез.
filter-label = Найти участника (фамилия или номер)
filter-find = Найти
filter-clear = Показать всех
export-standings-csv = Положение (CSV)
export-crosstable-csv = Кросс-таблица (CSV)
export-crosstable-html = Кросс-таблица (HTML-файл)
tb-col-opponent = Соперник
tb-col-amount = Значение
tb-counted = учтено
tb-not-counted = не учтено (отсечено или не проходит условие)
tb-no-opponent = нет соперника (бай, неявка или отсутствие: условный соперник с собственным результатом игрока)
tb-mod-cut = Усечение { $n }: { $count ->
    [one] отбрасывается { $n } наименее значимое значение
    [few] отбрасываются { $n } наименее значимых значения
   *[many] отбрасываются { $n } наименее значимых значений
}; первым — добровольно пропущенный тур (бай в пол-очка или ноль, поражение неявкой, отсутствие).
tb-mod-cut-rounds = { $count ->
    [one] Первый тур не учитывается.
    [few] Первые { $n } тура не учитываются.
   *[many] Первые { $n } туров не учитываются.
}
tb-mod-median = Медиана { $n }: { $count ->
    [one] отбрасываются наименьшее и наибольшее значения.
    [few] отбрасываются { $n } наименьших и { $n } наибольших значения.
   *[many] отбрасываются { $n } наименьших и { $n } наибольших значений.
}
tb-mod-limit = Учитываются только соперники, набравшие не менее { $n }% от максимума.
tb-rating-undefined = Не определён (—), пока в турнире есть игроки без рейтинга, если код не задаёт им рейтинг (например, /U1000).
tb-mod-unrated = Игроки без рейтинга считаются с рейтингом { $n }.
tb-mod-forfeits = Неявки считаются партиями с назначенным соперником.
tb-mod-no-vur = Усечение отбрасывает наименьшие значения независимо от добровольно пропущенных туров.
tb-name-PTS = Очки
tb-help-PTS = Очки за все туры, включая баи и неявки.
tb-name-DE = Личная встреча
tb-help-DE = Среди игроков, всё ещё равных, — очки в партиях между ними; место среди них (1 — лучшее), 0, пока их нельзя разделить.
tb-name-BH = Бухгольц
tb-help-BH = Сумма очков соперников. Тур без партии считается партией с условным соперником с собственным результатом игрока; несыгранные туры соперника в конце турнира считаются ничьими.
tb-dummy-capped-at = условный соперник: собственный результат { $own }, ограничен до { $cap } (ст. { $article })
tb-dummy-forfeit = неявка, соперник { $name }: { $dummy }
tb-dummy-capped = Результат условного соперника не больше результата назначенного соперника при неявке и не больше ничьих во всех турах в остальных несыгранных турах (ст. 16.4, редакция 2026 года).
tb-name-FB = Предварительный Бухгольц
tb-help-FB = Бухгольц, как если бы все партии последнего тура закончились вничью.
tb-name-SB = Зонненборн-Бергер
tb-help-SB = Сумма по турам: очки соперника, умноженные на очки, набранные против него.
tb-name-AOB = Средний Бухгольц соперников
tb-help-AOB = Среднее значение Бухгольца соперников по сыгранным партиям; не определён, если партий не было.
tb-name-WIN = Победы
tb-help-WIN = Туры, в которых игрок получил очки за победу, за доской или без игры.
tb-name-WON = Выигранные партии
tb-help-WON = Партии, выигранные за доской.
tb-name-BPG = Партии чёрными
tb-help-BPG = Партии, сыгранные за доской чёрными.
tb-name-BWG = Победы чёрными
tb-help-BWG = Партии, выигранные за доской чёрными.
tb-name-GE = Туры, сыгранные по выбору
tb-help-GE = Туры, не пропущенные добровольно: партии, победы неявкой, баи при жеребьёвке и баи в очко.
tb-name-REP = Туры, сыгранные по выбору
tb-help-REP = Туры, не пропущенные добровольно: партии, победы неявкой, баи при жеребьёвке и баи в очко (до 2026 года — GE).
tb-name-STD = Стандартные очки
tb-help-STD = Результат в стандартной системе: 1 за тур, принёсший больше очков, чем ничья, ½ за очки ничьей, иначе 0.
tb-name-TPN = Стартовый номер
tb-help-TPN = Номер участника при жеребьёвке: меньший номер выше.
tb-name-RTNG = Рейтинг
tb-help-RTNG = Собственный рейтинг игрока.
tb-name-PS = Нарастающий итог
tb-help-PS = Сумма набранных очков после каждого тура.
tb-name-KS = Койя
tb-help-KS = Очки против соперников, набравших не менее половины максимума.
tb-name-ARO = Средний рейтинг соперников
tb-help-ARO = Средний рейтинг соперников с рейтингом по сыгранным партиям, с округлением.
tb-name-TPR = Турнирный перфоманс
tb-help-TPR = Средний рейтинг соперников плюс разница рейтингов ФИДЕ для набранного против них процента.
tb-name-PTP = Совершенный перфоманс
tb-help-PTP = Наименьший рейтинг, при котором ожидаемый результат против соперников с рейтингом достигает набранного.
tb-name-APRO = Средний перфоманс соперников
tb-help-APRO = Средний турнирный перфоманс соперников по сыгранным партиям.
tb-name-APPO = Средний совершенный перфоманс соперников
tb-help-APPO = Средний совершенный перфоманс соперников по сыгранным партиям.
tiebreaks-title = Дополнительные показатели
tiebreaks-intro = Игроки с равным числом очков распределяются по этим показателям в указанном порядке (личная встреча — только среди игроков, равных по всем предыдущим). Равные по всем показателям делят место.
tiebreaks-field = Список показателей (коды через запятую)
tiebreaks-default = По умолчанию для этой системы: { $list }
tiebreaks-confirm = Туры уже жеребьевались: изменение показателей меняет распределение мест и записывается для ФИДЕ вместе с прежним списком (строка ### в TRF). Я прочитал(а) это и хочу внести изменение.
tiebreaks-confirm-needed = Туры уже жеребьевались. Отметьте подтверждение, чтобы изменить показатели.
tiebreaks-invalid = Не сохранено: { $reason }
tiebreaks-empty = Укажите хотя бы один показатель.
tiebreaks-save = Сохранить показатели
tiebreaks-available = Доступные показатели
tiebreaks-modifiers = Модификаторы: /C1, /C2 — усечение (для PS — первые туры), /M1, /M2 — медиана, /L60 — порог Койи, /U1000 — рейтинг соперников без рейтинга, /P — неявки как сыгранные партии, /V — усечение без правила о добровольно пропущенных турах. Пример: BH/C1, BH, DE, WIN, BWG.
tiebreaks-edition-by-date = Дополнительные показатели считаются по редакции { $edition } года Положения ФИДЕ C.07 (для турниров с { $from }), действующей на дату начала { $start }.
tiebreaks-edition-chosen = Дополнительные показатели считаются по редакции { $edition } года Положения ФИДЕ C.07 (для турниров с { $from }) по выбору главного судьи; дата начала — { $start }.
tiebreaks-edition-field = Редакция положения о дополнительных показателях (C.07)
tiebreaks-edition-option-date = По дате начала (редакция { $edition } года)
tiebreaks-edition-option = Редакция { $edition } года
tiebreaks-edition-help = Турнир следует редакции, действующей в его первый день; выбирайте другую, только если этого требует положение о турнире. Изменение записывается в журнал.
tiebreaks-edition-save = Сохранить редакцию
tiebreaks-edition-unknown = Неизвестная редакция положения о дополнительных показателях: выберите 2024 или 2026.
tiebreaks-rr-buchholz = Редакция 2026 года не допускает коэффициенты семейства Бухгольца в круговых турнирах (ст. 8): { $codes }. Значения всё равно подсчитываются, как в эталонной программе ФИДЕ.
standings-edition = Дополнительные показатели по редакции { $edition } года Положения ФИДЕ C.07.
tiebreaks-edit = Доп. показатели
incident-no-start = У тура не задано время начала: укажите его в настройках турнира, чтобы восстановить показания часов.

## Часы и решения (страница доски)
side-arbiter = арбитр
side-white = Белые
side-black = Чёрные
draw-kind-threefold = троекратное повторение
draw-kind-fifty = правило 50 ходов
flag-fallen-white = У белых упал флажок
flag-fallen-black = У чёрных упал флажок
log-start-clock = Часы пущены
log-arrive = Явка
log-illegal-move = Невозможный ход
log-claim-flag = Заявление о флажке
log-claim-draw = Требование ничьей
log-offer-draw = Предложение ничьей
log-accept-draw = Ничья принята
log-resign = Сдался
log-pause = Часы остановлены
log-resume = Часы пущены снова
log-adjust = Время исправлено
log-default-time = Решение о допустимом опоздании
clock-heading = Часы и решения
clock-start = Пустить часы
clock-start-at = Часы белых идут с
clock-start-hint = Вести часы этой партии: падение флажка, невозможные ходы и опоздания решаются по Правилам игры в шахматы со ссылкой на статью, как и требования ничьей, предложения и сдача — с часами и без них.
clock-rulings = Решения
clock-paused = Часы остановлены.
clock-offer-white = Белые предложили ничью.
clock-offer-black = Чёрные предложили ничью.
clock-deadline = Допустимое опоздание истекает в { $time } (ФИДЕ 6.7.1).
clock-arrived = { $name } на месте
clock-at = Время (пусто — сейчас)
clock-move-at = Часы нажаты в (пусто — сейчас)
clock-pause = Остановить часы
clock-resume = Снова пустить часы
clock-call-flag = Судья фиксирует падение флажка
clock-claim-flag = { $name }: заявление о флажке
clock-illegal = Невозможный ход: { $name }
clock-offer-draw = { $name } предлагает ничью
clock-accept-draw = Принять предложение ничьей
clock-resign = { $name } сдаётся
clock-claim-draw = Требование ничьей (9.2, 9.3)
clock-claim-draw-by = Требует { $name }
clock-draw-ground = Основание
clock-intended = Записанный, но не сделанный ход (необязательно)
clock-adjust = Исправить время
clock-adjust-whose = Чьи часы
clock-seconds = Секунды (отрицательное число отнимает время)
clock-log = Журнал судьи
clock-withdraw = отменить
clock-move-times = Время ходов
clock-incident = Файл инцидента (JSON) для апелляции
clock-bad-time = Укажите время как ГГГГ-ММ-ДД ЧЧ:ММ:СС или ЧЧ:ММ:СС.
clock-future-time = Это время ещё не наступило.
clock-replay-failed = Записанную партию нельзя воспроизвести: { $reason }
clock-refused = Не записано: { $reason }
clock-already-started = Часы этой партии уже идут.
clock-time-control-not-set = Контроль времени турнира не задан: задайте его в настройках турнира, прежде чем запускать часы.
clock-not-started = Сначала пустите часы этой партии.
clock-bad-event = Неизвестное событие или игрок.
clock-bad-draw-kind = Выберите троекратное повторение или правило 50 ходов.
clock-bad-intended = Запишите задуманный ход как ход (не длиннее 12 знаков, например Nf3).
clock-bad-seconds = Укажите целое число секунд (не 0, не больше суток).
clock-no-default = Поражения за неявку нет: допустимое опоздание не истекло или оба игрока пришли вовремя.
clock-result-known = У этой доски уже есть результат.
clock-event-gone = Этой записи уже нет в журнале.
clock-bad-ply = Такого хода нет.
clock-move-order = Время хода должно быть между временем соседних ходов.
defaults-due = { $count ->
    [one] На { $count } доске игрок не явился до истечения допустимого опоздания.
    [few] На { $count } досках игрок не явился до истечения допустимого опоздания.
   *[many] На { $count } досках игрок не явился до истечения допустимого опоздания.
}
defaults-apply = Засчитать поражения за неявку (6.7.1)
default-until = допустимое опоздание до { $time }
default-due = допустимое опоздание истекло в { $time }
penalty-1 = одну минуту
penalty-2 = две минуты
ruling-loss = Поражение: { $player }; победа: { $opponent }
ruling-loss-cannot-mate = Поражение: { $player }, но { $opponent } не могут поставить мат никакой последовательностью ходов: ничья
ruling-loss-arbiter-decides = Поражение: { $player }, если { $opponent } могут поставить мат; доказать ни то, ни другое не удалось: решает судья
ruling-default-both = Ни один из игроков не явился до истечения допустимого опоздания: поражение обоим
ruling-default = Не явились до истечения допустимого опоздания: { $player }; победа за неявкой соперника: { $opponent }
ruling-illegal-first = Первый завершённый невозможный ход ({ $player }): позиция восстановлена, соперник ({ $opponent }) получает { $penalty }
ruling-offer = Предложение ничьей: { $player }
ruling-no-agreement-yet = Соглашение невозможно, пока оба игрока не сделали хотя бы по ходу; игра продолжается
ruling-agreement = Ничья по соглашению
ruling-paused = Судья остановил часы
ruling-resumed = Часы пущены снова
ruling-adjusted = Время исправлено ({ $player }): { $seconds } с
ruling-checkmated = Мат: { $player }
ruling-stalemate = Пат
ruling-dead-position = Мёртвая позиция: ни одна сторона не может поставить мат никакой последовательностью ходов
ruling-seventy-five-moves = 75 ходов каждого игрока без хода пешкой и без взятия
ruling-fivefold = Одна и та же позиция в пятый раз
ruling-flag-none = Заявление отклонено: флажок не упал
ruling-flag-own = Заявление отклонено: первым упал флажок заявившего ({ $player }), а у соперника ({ $opponent }) — не раньше
ruling-claim-correct = Требование ничьей ({ $ground }) от игрока ({ $player }) верно: ничья
ruling-claim-wrong = Требование ничьей ({ $ground }) от игрока ({ $player }) неверно: соперник ({ $opponent }) получает { $penalty }
ruling-claim-wrong-move = Требование ничьей ({ $ground }) от игрока ({ $player }) неверно: соперник ({ $opponent }) получает { $penalty }; записанный ход { $move } делается на доске
problem-out-of-order = события не по порядку
problem-game-over = партия уже окончена
problem-default-not-passed = допустимое опоздание ещё не истекло
problem-both-present = оба игрока на месте
problem-not-to-move = очередь хода не у игрока ({ $player }), он не может завершить ход
problem-claim-not-on-move = требовать ничью может только игрок, чья очередь хода, а не { $player }
problem-no-offer = { $player }: нет предложения ничьей, которое можно принять
problem-move-before-start = ход раньше пуска часов
problem-bad-move = ход не распознан
problem-clock-backwards = время раньше последнего записанного
problem-clock-not-running = часы не идут
problem-clock-running = часы уже идут
defaults-untracked = В этом туре явка не отмечена: отметьте, кто пришёл, прежде чем засчитывать неявки.

## Рейтинг-листы (листы ФИДЕ, национальные листы) и регистрация по ним
nav-ratings = Рейтинг-листы
ratings-title = Рейтинг-листы
ratings-intro = Ежемесячный лист ФИДЕ (файл TXT или XML, как его публикует ФИДЕ, распакованный) и национальные листы (CSV) загружаются один раз и служат всем турнирам. При регистрации игроки ищутся в самом новом листе ФИДЕ.
ratings-none = Ни один лист ещё не загружен.
ratings-list = Лист
ratings-month = Месяц
ratings-players = Игроков
ratings-imported-at = Загружен
ratings-import = Загрузить лист
ratings-source = Источник
ratings-source-fide = Рейтинг-лист ФИДЕ (TXT или XML)
ratings-source-national = Национальный лист (CSV)
ratings-kind = Рейтинг в файле
ratings-kind-combined = все три (общий лист, XML)
ratings-fide-help = Общий лист ФИДЕ (players_list_foa.txt или XML) содержит классический, быстрый и блиц-рейтинг; файл одного вида (standard_rating_list.txt…) — вид, выбранный здесь.
ratings-national-columns = Национальный лист: столбцы
ratings-national-help = Заголовки столбцов CSV, в которых стоит каждое поле (ID, имя и рейтинг обязательны).
ratings-label = Название листа
ratings-col-id = ID
ratings-file = Файл
ratings-month-invalid = Укажите месяц листа в виде ГГГГ-ММ.
ratings-label-required = У национального листа должно быть название.
ratings-columns-required = Укажите столбцы ID, имени и рейтинга национального листа.
ratings-source-invalid = Выберите: ФИДЕ или национальный.
ratings-imported = Загружено игроков: { $count }, лист { $list }.
ratings-bad-file = Файл не загружен, ничего не заменено: { $reason }
ratings-refresh = Обновить рейтинги по новому листу ФИДЕ
ratings-refresh-none = У всех зарегистрированных игроков уже рейтинги, звания и федерации из листа { $list }.
ratings-refresh-intro = Данные этих игроков в листе { $list } отличаются от зарегистрированных. Ничего не изменится, пока вы не примените изменения.
ratings-refresh-apply = { $count ->
    [one] Применить { $count } изменение
    [few] Применить { $count } изменения
   *[many] Применить { $count } изменений
}
ratings-refresh-paired = Рейтинги можно обновить только до жеребьёвки первого тура: по ним назначаются стартовые номера.
lookup-label = Найти в рейтинг-листах
lookup-hint = Фамилия или ФИДЕ ID
lookup-help = Введите начало фамилии латиницей («Carlsen, M») или ФИДЕ ID; выбранный игрок заполнит форму, с рейтингом того вида, по которому играется турнир.
lookup-search = Найти
lookup-found = { $count ->
    [one] В листе { $list } найден { $count } игрок:
    [few] В листе { $list } найдено { $count } игрока:
   *[many] В листе { $list } найдено { $count } игроков:
}
lookup-nothing-found = В листе { $list } нет игроков с фамилией на «{ $query }».
lookup-not-in-list = ФИДЕ ID { $id } нет в листе { $list }.
lookup-no-list = Лист ФИДЕ ещё не загружен (его загружает администратор в разделе «Рейтинг-листы»).
back-to-players = К списку участников
col-rating-change = ±Рейт.
col-rating-change-help = Изменение рейтинга ФИДЕ по обсчитываемым партиям турнира (K × (W − We), Положение B.02)
standings-show-changes = Показать изменение рейтинга
standings-hide-changes = Скрыть изменение рейтинга

## Изменение рейтинга (ФИДЕ B.02) и нормы званий (ФИДЕ B.01) на странице игрока
rating-title = Изменение рейтинга ФИДЕ
rating-summary = Рейтинг { $rating }, K = { $k }: обсчитываемых партий { $games }, ожидаемый результат { $expected }, набрано { $score }; изменение { $change }.
rating-unrated = Без рейтинга: изменение не вычисляется.
rating-first-published = Эти партии дают первый рейтинг { $rating } (партий с игроками с рейтингом: { $games }, с двумя условными ничьими против 1800 по ст. 8.2).
rating-first-too-few = Эти партии дают предварительно { $rating } (партий с игроками с рейтингом: { $games }); ФИДЕ публикует первый рейтинг не менее чем после 5 таких партий.
rating-first-below-floor = Эти партии дают { $rating }, ниже порога 1400: рейтинг не был бы опубликован.
rating-first-zero = Первый турнир без очков против игроков с рейтингом не учитывается (ст. 8.2.1).
rating-first-none = Пока нет партий с игроками с рейтингом: первый рейтинг вычислить нельзя.
rating-expected-help = Ожидаемый результат по таблице разницы рейтингов ФИДЕ
rating-not-rated = не обсчитывается
rating-help = Обсчитываются только сыгранные за доской партии против игроков с рейтингом; разница больше 400 пунктов считается как 400 (с 2650 — действительная разница). ФИДЕ округляет изменение за весь рейтинговый период.
norms-title = Нормы званий
norm-title-name = { $title ->
    [GM] гроссмейстера
    [IM] международного мастера
    [WGM] гроссмейстера среди женщин
    [WIM] международного мастера среди женщин
   *[other] { $title }
}
norm-met = Норма { norm-title-name }: выполнена
norm-not-met = Норма { norm-title-name }: не выполнена
norm-report = отчёт о норме
norm-condition = Условие
norm-article = Ст.
norm-required = Требуется
norm-actual = Есть
norm-cond-met = выполнено
norm-cond-missing = не выполнено
norm-no-federation = Нормы проверить нельзя: не указана федерация игрока.
norm-opponent-no-federation = Нормы проверить нельзя: не указана федерация соперника { $opponent } (измените данные этого игрока).
norm-inconsistent = Нормы проверить нельзя: у игрока больше партий, чем туров в турнире.
norm-cond-Games = Засчитанных партий
norm-cond-ForeignFederations = Федераций, кроме федерации игрока
norm-cond-OwnFederationOpponents = Соперников из федерации игрока
norm-cond-OneFederationOpponents = Соперников из одной федерации
norm-cond-TitleHolders = Титулованных соперников
norm-cond-NormTitleHolders = Соперников со званиями нормы
norm-cond-DoubleRoundRobinPlayers = Участников двухкругового турнира
norm-cond-AverageRating = Средний рейтинг соперников (с нижней границей)
norm-cond-Performance = Турнирный перфоманс
norm-cond-MinimumScore = Результат (не менее 35 %)
norm-exempt-NationalChampionship = национальный чемпионат, ст. 1.4.3a
norm-exempt-NationalTeamChampionship = национальный командный чемпионат, ст. 1.4.3b
norm-exempt-Zonal = зональный турнир, ст. 1.4.3c
norm-exempt-LargeSwissField = швейцарская система с достаточным числом иностранных рейтинговых и титулованных игроков, ст. 1.4.3d
norm-report-title = Отчёт о норме { norm-title-name }
norm-report-intro = Заполнен по данным турнира (Справочник ФИДЕ B.01, ст. 1.4). Главный судья проверяет и подписывает его.
norm-report-dates = Даты
norm-report-games = Партии
norm-report-figures = Засчитано партий: { $games }; результат { $score }; средний рейтинг соперников { $average }; перфоманс { $performance }.
norm-report-chief = Главный судья
norm-report-signature = Подпись
norm-report-date = Дата
norm-report-back = Назад к игроку

## Категории и призы
tab-prizes = Призы
action-delete = Удалить
prizes-none = Призы не заданы.
prizes-not-yet = Список призёров появится, когда будет опубликован 1-й тур.
prizes-provisional = Предварительно: после { $n }-го тура, не окончательное положение.
prizes-final = Окончательный список призёров.
prizes-sharing- = Игроки с равными очками разделяются по дополнительным показателям.
prizes-sharing-shared = Игроки с равными очками делят свои призы поровну.
prizes-sharing-hort = Система Хорта: каждый из игроков с равными очками получает половину приза своего места, остальные половины делятся поровну.
prizes-prize = Приз
prizes-winner = Призёр
prizes-amount = Сумма
prizes-shared = разделён
prizes-shared-hort = разделён по системе Хорта
prizes-note = Примечание
prizes-places = { $series }, { $first }–{ $last }-е места
prizes-tie-shared = { $places }: { $count ->
    [one] { $count } игрок с равными очками делит
    [few] { $count } игрока с равными очками делят
   *[other] { $count } игроков с равными очками делят
} { $total } поровну.
prizes-tie-hort = { $places }: { $count ->
    [one] { $count } игрок с равными очками делит
    [few] { $count } игрока с равными очками делят
   *[other] { $count } игроков с равными очками делят
} { $total } по системе Хорта: каждый получает половину приза своего места, остальные { $pot } делятся поровну.
prizes-remainder = Доли считаются с точностью до сотой (копейки, цента); сотые, которые не делятся поровну, получают по одной первые из игроков с равными очками в порядке дополнительных показателей.
prizes-csv = Список призёров (CSV)
prizes-overall = Общий зачёт
prizes-place = { $series }, { $place }-е место
prizes-problem = Список призёров вычислить нельзя: { $reason }
prizes-series-title = Призовые фонды
prizes-order-help = Один приз на игрока: каждый получает самый ценный приз, на который может претендовать; из призов равной ценности первым выбирается приз фонда, стоящего здесь выше (порядок выбора организатора).
prizes-for = Для
prizes-amounts = Суммы за 1-е, 2-е, 3-е… место (целые числа, не возрастающие)
prizes-add = Добавить призовой фонд
prizes-amounts-invalid = Укажите суммы целыми числами через пробел, каждую не больше предыдущей, не более чем для 100 мест.
prizes-too-many = В турнире может быть не более 50 категорий и 50 призовых фондов.
prizes-delete-named = Удалить призовой фонд { $name }
prizes-settings = Правила призов
prizes-sharing = Равные очки
prizes-cutoff = Возраст считается на дату (ГГГГ-ММ-ДД)
prizes-cutoff-invalid = Укажите дату, на которую считается возраст, в виде ГГГГ-ММ-ДД.
prizes-currency = Валюта
categories-title = Категории
categories-none = Категорий нет.
categories-cutoff = Возраст считается на { $date } (правило ФИДЕ для юношеских турниров: 1 января года турнира, если не задано иначе).
category-add = Добавить категорию
category-name = Название
category-rules = Условия (по одному в строке, все должны выполняться)
category-rules-placeholder = возраст<16
category-rules-help = возраст<16, возраст>=60, год>=2010, пол=ж, рейтинг 1600-1799, рейтинг<1600 +без рейтинга, национальный<1800, федерация=RUS,BLR, клуб=Спартак (условия, записанные по-английски, тоже понимаются)
category-name-required = У категории должно быть название.
category-no-rule = У категории должно быть хотя бы одно условие (для всех участников используйте общий зачёт).
category-rule-invalid = Условие { $n } («{ $rule }») не распознано: { $reason }. Примеры: возраст<16, возраст>=60, год>=2010, пол=ж, рейтинг 1600-1799, рейтинг<1600, федерация=RUS,BLR, клуб=Спартак.
category-field-age = возраст
category-field-born = год
category-field-sex = пол
category-field-rating = рейтинг
category-field-federation = федерация
category-field-club = клуб
category-error-empty = условие пустое
category-error-unknown-field = «{ $found }» не начинается с известного условия (возраст, год, пол, рейтинг, национальный, федерация, клуб)
category-error-operator = для условия «{ $field }» нужно подходящее сравнение (<, <=, >, >= или =), а написано «{ $found }»
category-error-number = «{ $found }» — здесь недопустимое число
category-error-no-bound = у диапазона рейтинга должна быть нижняя или верхняя граница
category-error-empty-band = диапазон рейтинга { $min }–{ $max } пуст
category-error-unrated-minimum = игроков без рейтинга нельзя включить в диапазон с нижней границей
category-error-sex = пол «{ $found }» — не м и не ж
category-error-federation = «{ $found }» — не трёхбуквенный код федерации
category-error-no-federation = не указан код федерации
category-error-club = не указано название клуба
category-unreadable = (условия не распознаются)
category-delete-named = Удалить категорию { $name }
category-age-under = до { $age } { $age ->
    [one] года
   *[other] лет
}
category-age-at-least = { $age } { $age ->
    [one] год
    [few] года
   *[many] лет
} и старше
category-born-from = { $year } г. р. и моложе
category-born-until = { $year } г. р. и старше
category-sex-m = мужчины
category-sex-w = женщины
category-rating-fide = рейтинг ФИДЕ
category-rating-national = национальный рейтинг
category-unrated-included = (включая игроков без рейтинга)
category-federation = федерация { $federations }
category-club = клуб { $club }
standings-category = Категория { $name }
standings-all = Все участники
col-overall-rank = В общем зачёте
ratings-at-line = строка { $line }
ratings-at-column = строка { $line }, столбец { $column }
ratings-error-io = файл не удалось прочитать ({ $at }).
ratings-error-not-a-list = это не рейтинг-лист: в первой строке нет столбцов ID и имени ({ $at }).
ratings-error-missing-column = в заголовке нет столбца «{ $column }» ({ $at }).
ratings-error-truncated = строка оборвана ({ $at }).
ratings-error-bad-number = { $field } «{ $value }» — не число ({ $at }).
ratings-error-malformed = файл повреждён ({ $at }).
ratings-error-too-long = строка длиннее { $limit } байт ({ $at }); файл не импортирован.
ratings-error-text-too-long = поле «{ $field }» длиннее { $max } символов ({ $at }).
ratings-error-control-character = поле «{ $field }» содержит управляющий символ { $char } ({ $at }).
error-back-to-tournament = Назад к турниру

## Issue 15 items 1-3, 5: отмена туров, ручные изменения жеребьёвки, ввод результатов, неявки
draft-remove-player = Убрать игрока №
draft-remove-gets = который получает
draft-remove-nothing = ничего (не в паре)
draft-remove = Убрать
draft-pair-by-hand = Составить пару вручную
draft-pair-seated = Оба игрока должны быть без пары в этом туре: сначала уберите одного из них.
draft-pair-withdrawn = Выбывшего игрока нельзя поставить в пару.
draft-publish-despite = { $count ->
    [one] Опубликовать, несмотря на предупреждение выше
    [few] Опубликовать, несмотря на { $count } предупреждения выше
   *[many] Опубликовать, несмотря на { $count } предупреждений выше
}
draft-publish-confirm = Проверка предупреждает об этой жеребьёвке: прочитайте предупреждения и отметьте подтверждение, чтобы всё же опубликовать её.
round-withdraw = Отменить этот тур
round-withdraw-rr = Отменить жеребьёвку
round-withdraw-help = Вернуть в проект: пары остаются, их можно изменить или провести жеребьёвку заново и снова опубликовать. Удалить: пары тура удаляются.
round-withdraw-help-rr = Удаляется всё расписание; можно снова добавлять участников и заново провести жеребьёвку кругового турнира.
round-withdraw-to-draft = вернуть в проект
round-withdraw-delete = удалить пары
round-withdraw-results = { $count ->
    [one] В этом туре введён { $count } результат: он будет сброшен (и сохранится в журнале). Введите номер тура { $round } для подтверждения:
    [few] В этом туре введено { $count } результата: они будут сброшены (и сохранятся в журнале). Введите номер тура { $round } для подтверждения:
   *[many] В этом туре введено { $count } результатов: они будут сброшены (и сохранятся в журнале). Введите номер тура { $round } для подтверждения:
}
round-withdraw-confirm = Введите номер тура для подтверждения: введённые результаты будут сброшены.
round-withdraw-not-last = Отменить можно только последний опубликованный тур (в круговом турнире — только всё расписание целиком).
round-withdraw-recorded = Партии этого тура записаны ход за ходом: отмена тура их уничтожит. Сначала отмените ходы на страницах партий.
round-withdraw-changed = Результат тем временем изменился: посмотрите тур ещё раз.
results-grid = Ввести все результаты
results-grid-title = Результаты { $n }-го тура
results-grid-help = Для каждой доски: 1 (победа белых), = (ничья), 0 (победа чёрных), + или - (победа или поражение без игры, со стороны белых), -- (неявка обоих); пусто — результата ещё нет. Tab переходит к следующей доске; одна кнопка «Сохранить» для всего тура.
results-grid-save = Сохранить результаты
results-grid-invalid = Доска { $board }: «{ $typed }» — не результат (используйте 1, =, 0, +, -, --).
results-grid-conflict = Доску { $board } тем временем изменил кто-то другой (сейчас { $current }); ваш результат для неё не сохранён.
results-grid-saved = { $count ->
    [one] Сохранён { $count } результат.
    [few] Сохранено { $count } результата.
   *[many] Сохранено { $count } результатов.
}
results-missing = { $count ->
    [one] Ещё без результата: доска { $boards }.
   *[other] Ещё без результата: доски { $boards }.
}
pair-results-missing-boards = Перед жеребьёвкой следующего тура введите все результаты опубликованных туров: тур { $round }, доски { $boards }.
arrivals-all-present = Все на месте
arrivals-except = кроме игроков №
arrivals-help = Отмечает всех игроков незаконченных партий этого тура как присутствующих к началу тура (или к указанному времени), кроме указанных номеров (через пробел или запятую).
arrivals-invalid = «{ $typed }» — не стартовый номер игрока этого тура.
arrivals-at = в (пусто — начало тура)
arrival-at = в (пусто — сейчас)
arrival-none = не отмечено
arrival-record = Отметить явку
arrivals-recorded = Явка: белые { $white }, чёрные { $black }
defaults-list-title = Эти доски получат результат за неявку (ст. 6.7.1):
defaults-confirm = Я проверил список: установить эти результаты
defaults-confirm-missing = Отметьте подтверждение под списком досок, чтобы засчитать неявки.
norm-report-event = Турнир
norm-report-player = Игрок
category-delete-warning = Категория будет удалена вместе с её призовыми фондами.
results-grid-board = Результат доски { $n }
round-withdraw-draft-exists = Ждёт проект жеребьёвки следующего тура: удалите его, прежде чем отменять этот тур.
defaults-board = Доска { $n }: { $result }. Явка: белые { $white }, чёрные { $black }; начало { $start }, допустимое опоздание { $minutes } мин, то есть до { $deadline } (Правила, ст. 6.7.1).

## Issue 15 item 6: the audit log in sentences
audit-none = нет
audit-tournament-created = Создан турнир { $name }
audit-tournament-imported = Турнир { $name } загружен из файла TRF (участников: { $players }, сыграно туров: { $rounds }, партий без результата: { $pending })
audit-setting-changed = { $field }: было { $before }, стало { $after }
audit-tournament-archived = Турнир отправлен в архив
audit-tournament-restored = Турнир возвращён из архива
audit-arbiter-added = { $user } назначен(а) арбитром
audit-player-added = Зарегистрирован участник { $player }
audit-players-imported = { $count ->
    [one] Из файла CSV загружен { $count } участник
    [few] Из файла CSV загружено { $count } участника
   *[many] Из файла CSV загружено { $count } участников
}
audit-player-changed = { $field } участника { $player }: было { $before }, стало { $after }
audit-player-refreshed = { $field } участника { $player }: было { $before }, стало { $after } (рейтинг-лист { $list })
audit-player-withdrawn = { $player } выбывает начиная с { $round }-го тура
audit-player-reinstated = { $player } возвращён(а) в турнир
audit-player-deleted = Участник { $player } удалён
audit-bye-requested = { $player } просит бай в { $round }-м туре: { $kind }
audit-bye-cancelled = Отменена просьба { $player } о бае в { $round }-м туре
audit-result-changed = Результат { $round }-го тура, доска { $board }: было { $before }, стало { $after }
audit-rounds-paired = Проведена жеребьёвка туров с { $first }-го по { $last }-й (досок и баев: { $boards })
audit-round-proposed = Предложена жеребьёвка { $round }-го тура (досок и баев: { $boards })
audit-round-published = Опубликован { $round }-й тур (досок и баев: { $boards })
audit-draft-discarded = Предложенная жеребьёвка { $round }-го тура отменена
audit-players-exchanged = { $round }-й тур (проект): участники { $first } и { $second } поменяны местами
audit-colours-exchanged = { $round }-й тур (проект): на доске { $board } поменяны цвета
audit-tiebreak-edition-chosen = Редакция дополнительных показателей: была { $before } года, стала { $after } года
audit-tiebreak-edition-by-date = Редакция дополнительных показателей снова по дате начала ({ $after } год; была { $before } года)
audit-tiebreaks-changed = Дополнительные показатели: было { $before }, стало { $after }
audit-schedule-changed = Расписание туров: было { $before }, стало { $after }
audit-schedule-round = { $round }-й тур: { $start }
audit-clock-started = { $round }-й тур, доска { $board }: часы пущены в { $at }
audit-log-entry = { $round }-й тур, доска { $board }: { $entry }
audit-log-entry-withdrawn = { $round }-й тур, доска { $board }: запись отозвана: { $entry }
audit-move-time = { $round }-й тур, доска { $board }: время полухода { $ply } исправлено с { $before } на { $after }
audit-ruling = { $round }-й тур, доска { $board }: решение: { $decision } ({ $article })
audit-move-taken-back = { $round }-й тур, доска { $board }: полуход { $ply } ({ $san }) взят назад
audit-start-position = { $round }-й тур, доска { $board }: начальная позиция { $fen }
audit-pgn-loaded = { $round }-й тур, доска { $board }: партия загружена из PGN (полуходов: { $plies })
audit-prize-settings = Настройки призов: было { $before }, стало { $after }
audit-category-added = Добавлена призовая категория { $name } ({ $rules })
audit-category-deleted = Удалена призовая категория № { $id }
audit-prizes-added = Добавлены общие призы: { $amounts }
audit-prizes-added-category = Добавлены призы категории № { $category }: { $amounts }
audit-prizes-deleted = Удалён список призов № { $id }
audit-field-name = Имя
audit-field-place = Место проведения
audit-field-federation = Федерация
audit-field-start-date = Дата начала
audit-field-end-date = Дата окончания
audit-field-system = Система
audit-field-rounds = Число туров
audit-field-time-control = Контроль времени
audit-field-default-time-minutes = Допустимое опоздание (минуты)
audit-field-game-mode = Вид игры
audit-field-time-zone = Часовой пояс
audit-field-points-win = Очки за победу
audit-field-points-draw = Очки за ничью
audit-field-points-loss = Очки за поражение
audit-field-points-pab = Очки за бай при жеребьёвке
audit-field-points-hpb = Очки за бай в пол-очка
audit-field-points-fpb = Очки за бай в очко
audit-field-points-zpb = Очки за бай без очков или поражение неявкой
audit-field-sex = Пол
audit-field-title = Звание
audit-field-fide-rating = Рейтинг ФИДЕ
audit-field-national-rating = Национальный рейтинг
audit-field-fide-id = ID ФИДЕ
audit-field-birth-date = Дата рождения
audit-field-club = Клуб

## Issue 15 item 7: deleting players, archiving and deleting tournaments
player-delete = Удалить участника
player-delete-hint = Удалить можно только участника, который ни разу не попал в жеребьёвку (ни на одной доске, ни в проекте, ни в опубликованном туре); остальных можно только снять с турнира.
player-delete-paired = Этот участник уже попал в жеребьёвку, удалить его нельзя; снимите его с турнира (с того тура, в котором он больше не играет).
player-delete-confirm = Да, удалить участника { $name } безвозвратно
player-delete-confirm-missing = Ничего не удалено: отметьте флажок, чтобы подтвердить удаление.
tournament-remove = Архив или удаление
tournament-archive = В архив
tournament-archive-hint = Турнир в архиве сохраняет все страницы и результаты, но исчезает из общего списка, и ничего в нём нельзя изменить, пока его не вернут из архива.
tournament-restore = Вернуть из архива
tournament-delete = Удалить турнир
tournament-delete-hint = Удаляет турнир со всеми участниками, турами, результатами, партиями и журналом изменений. Отменить это нельзя.
tournament-confirm-name = Для подтверждения введите название турнира ({ $name }):
tournament-confirm-mismatch = Введённое название не совпадает с названием турнира; ничего не изменено.
tournament-archived = Турнир в архиве и доступен только для чтения; главный арбитр может вернуть его из архива.
tournament-archived-notice = В архиве: не показывается в списке турниров, изменения невозможны.
archive-title = Архив турниров
archive-hint = Турниры в архиве, в которых вы арбитр; в общем списке их нет.
archive-none = В архиве нет турниров.
audit-round-unpublished = { $last }-й тур отменён и возвращён в проект жеребьёвки
audit-rounds-deleted = Туры { $first }–{ $last } отменены и удалены
audit-result-dropped = Результат { $round }-го тура, доска { $board } ({ $before }) сброшен вместе с туром
audit-board-removed = Доска { $board } { $round }-го тура убрана: { $player } выбыл(а); соперник без пары
audit-board-removed-pab = Доска { $board } { $round }-го тура убрана: { $player } выбыл(а); сопернику бай (при жеребьёвке)
audit-player-taken-out = { $player } убран из проекта жеребьёвки { $round }-го тура
audit-player-taken-out-pab = { $player } убран из проекта жеребьёвки { $round }-го тура и получил бай
audit-paired-by-hand = В проекте жеребьёвки { $round }-го тура вручную составлена пара { $white } – { $black }
audit-round-deleted = { $last }-й тур отменён и удалён

## Issue 15 item 4: a finished game's board page
game-finished = Партия окончена: { $result }.
game-result-entered = Результат внесён судьёй.
game-correct = Исправить запись
game-correct-warning = Партия окончена. Возврат хода или отмена записи журнала заново решает партию и может изменить или снять её результат; каждое изменение попадает в журнал изменений.
game-correct-open = Показать средства исправления
game-correcting = Вы исправляете запись оконченной партии: каждое изменение заново решает партию и может изменить её результат.
game-correcting-done = Готово
termination-timeout = Просрочка времени
termination-resignation = Сдача
termination-agreement = Ничья по соглашению
termination-checkmate = Мат
termination-stalemate = Пат: ничья
termination-seventy_five_moves = 75 ходов без взятий и ходов пешкой: ничья
termination-fivefold_repetition = Позиция повторилась в пятый раз: ничья
termination-dead_position = Мёртвая позиция: ничья
termination-opponent_cannot_mate = Соперник не может поставить мат: ничья
termination-default = Неявка: игрок не пришёл вовремя
termination-illegal_moves = Второй невозможный ход
termination-arbiter_to_decide = Решение за судьёй
termination-threefold_repetition = Требование ничьей признано: троекратное повторение
termination-fifty_moves = Требование ничьей признано: 50 ходов

## Issue 15 item 11: printouts
print-links = Для печати
print-link-round = Печать:
print-boards = Пары по доскам
print-alphabetical = Пары по алфавиту
print-slips = Бланки результатов
print-players = Участники по рейтингу
print-hint = Печать из браузера (A4).
print-back-round = К туру
print-back-players = К участникам
print-draft = Предложенный тур, ещё не опубликован.
print-colour = Цвет
print-opponent = Соперник
slip-sign-white = Подпись белых
slip-sign-black = Подпись чёрных
slip-sign-arbiter = Судья
slip-board = Доска { $n }

## Issue 15 item 8: imports
import-help-russian = Названия столбцов можно писать и по-русски: фамилия и имя (или ФИО), отчество (не сохраняется), пол, звание, рейтинг (ФИДЕ), рейтинг ФШР, федерация, ФИДЕ ID, дата рождения, клуб. Файл может быть в UTF-8 (с BOM или без) или в Windows-1251, как его сохраняет русский Excel.
import-help-team-lead = В командном турнире столбец
import-help-team = (или «команда») называет команду игрока: игроки встают в её состав в порядке файла, после уже заявленных; команда, которой ещё нет, заявляется под этим названием.
import-team = Команда
trf-import-file = Файл TRF
trf-import-paste = или вставьте TRF сюда

## Issue 15 item 9: ambiguous time control
tc-read-as = Прочитано как: { $reading }.
tc-reading = { $control }, { $mode }
tc-then = , затем{" "}
tc-armageddon = белые { $white }; чёрные { $black }
tc-minutes = { $count } мин
tc-seconds = { $count } с
tc-moves-in = { $count ->
    [one] { $count } ход за { $time }
    [few] { $count } хода за { $time }
   *[other] { $count } ходов за { $time }
}
tc-increment = {" "}+ { $time } на ход
tc-increment-from = {" "}+ { $time } на ход начиная с { $move }-го хода
tc-delay = {" "}с задержкой { $time }
tc-bronstein = {" "}с задержкой Бронштейна { $time }
tc-mode-change = С этим контролем времени турнир становится турниром по виду «{ $after }» (было: «{ $before }»): к флажкам, невозможным ходам и требованиям будут применяться правила для вида «{ $after }». Проверьте, как прочитан контроль; если это не то, что вы имели в виду, исправьте его (например, 90+30 — 90 минут и 30 секунд на ход).
tc-mode-new = С этим контролем времени турнир будет турниром по виду «{ $after }»: к флажкам, невозможным ходам и требованиям будут применяться правила для вида «{ $after }». Проверьте, как прочитан контроль; если это не то, что вы имели в виду, исправьте его (например, 90+30 — 90 минут и 30 секунд на ход).
tc-mode-confirm = Да, вид турнира — «{ $mode }»

## Issue 15 item 10: round robin details
pgn-no-games = В этом турнире ещё нет записанных партий, скачивать PGN нечего.
pgn-no-games-round = В этом туре ещё нет записанных партий, скачивать PGN нечего.
form-control-characters = Переводы строк и другие управляющие символы здесь недопустимы.

## Issue 16 item 7: the hall screen and QR codes
hall-screen-pairings = Экран для зала: пары
hall-screen-standings = Экран для зала: таблица
hall-screen-hint = Для телевизора в игровом зале, во весь экран: крупный шрифт, страницы листаются, новые результаты появляются сами.
hall-page = Страница { $page } из { $pages }
hall-no-round = Жеребьёвка первого тура ещё не опубликована.
hall-scan = Пары, результаты и таблица — на вашем телефоне: отсканируйте код.
qr-label = QR-код адреса { $address }
print-qr-caption = Пары, результаты и таблица в интернете:
hall-pause = Пауза
hall-resume = Листать дальше

## Задача 37, пункт 3: доски тура
hall-boards-link = Доски в прямом эфире
hall-boards-title = Тур { $n }: доски в прямом эфире
hall-boards-rounds = Туры
hall-boards-hint = Все партии тура: позиция, последний ход, часы и результат; страница обновляется сама (без JavaScript — каждые { $seconds } с). Откройте доску, чтобы увидеть ходы.
hall-boards-pairings = Жеребьёвка
hall-boards-none = В этом туре нет партий (только баи).
hall-boards-clock-white = Часы белых после их последнего хода
hall-boards-clock-black = Часы чёрных после их последнего хода
hall-boards-start = Доска { $board }: начальная позиция
hall-boards-position = Доска { $board }: позиция после { $move }
hall-boards-not-started = не начата
hall-boards-playing = идёт
hall-boards-unrecorded = Ходы не записаны

## Почему ввод не принят (задача 16): контроль времени, файл TRF, список показателей, импорт CSV
tc-empty = контроль времени не указан
tc-bad-period = период { $index } («{ $text }») не записан в виде [ходы/]время[+добавление]
tc-open-period-not-last = без числа ходов может быть только последний период
tc-no-time = в периоде { $index } не задано время
trf-not-a-number = в поле «{ $field }» должно быть число, а не «{ $found }»
trf-field-starting_rank = стартовый номер
trf-field-opponent_rank = стартовый номер соперника
trf-field-rating = рейтинг
trf-field-fide_id = ФИДЕ ID
trf-field-rank = место
trf-bad-points = очки записываются в виде 11.5, а не «{ $found }»
trf-unknown-result = неизвестный код результата «{ $found }»
trf-starting-rank-missing = не указан стартовый номер
trf-starting-rank-zero = стартовые номера начинаются с 1
trf-bad-colour = цвет обозначается w, b или -, а не «{ $found }»
trf-bad-sex = пол обозначается m или w, а не «{ $found }»
trf-bad-title = звание обозначается GM, IM, WGM, FM, WIM, CM, WFM или WCM, а не «{ $found }»
trf-bad-birth-date = дата рождения записывается как ГГГГ/ММ/ДД (00 — неизвестные месяц или день), а не «{ $found }»
trf-result-without-opponent = у результата партии не указан соперник
trf-bye-with-opponent = у пропуска тура не может быть соперника
trf-point-pairs = в записи 162 должны идти пары «символ — значение»
trf-bad-point-value = неверное число очков «{ $found }» в записи { $record }
trf-unknown-point-symbol = неизвестный символ «{ $found }» в записи 162
trf-duplicate-starting-rank = стартовый номер { $rank } уже есть в строке { $line }
trf-no-record-code = запись должна начинаться с трёхсимвольного кода
trf-bad-round-count = число туров должно быть от 1 до { $max }
trf-bad-initial-colour = в записи 152 должно быть W или B, а не «{ $found }»
trf-bad-forbidden-pairs = в записи XXP должны быть стартовые номера
trf-unknown-opponent = { $round }-й тур: участника со стартовым номером { $opponent } нет
trf-plays-himself = { $round }-й тур: участник не может играть сам с собой
trf-game-not-mirrored = { $round }-й тур: в строке участника № { $opponent } нет той же партии с участником № { $player }
trf-round-problem = { $round }-й тур: { $reason }
trf-round-opponent-without-entry = у соперника нет записи за этот тур
trf-round-results-disagree = результаты соперников не согласуются
trf-round-unusual-result = партия с результатом ½-0, 0-½ или 0-0: такой результат в приложении на доску не вносится
trf-round-no-colour = у партии не указан цвет
trf-points-mismatch = в файле записано очков: { $written }, а по результатам партий — { $computed }
tiebreak-unknown = неизвестный показатель «{ $code }»: { $reason }. Допустимые коды: { $codes }; модификаторы /Cn, /Mn, /Ln (KS), /Un (ARO, TPR, PTP, APRO, APPO, RTNG), /P, /V
tiebreak-no-such = такого показателя нет
tiebreak-empty-modifier = пустой модификатор
tiebreak-not-applicable = модификатор { $modifier } к этому показателю не применяется
tiebreak-needs-number = модификатору { $modifier } нужно число
tiebreak-bad-modifier = неверный модификатор { $modifier }
import-malformed-line = строка { $line }
import-malformed-header = не читается строка заголовка
audit-prize-terms = при равенстве очков { $sharing }, возраст на { $cutoff }, валюта { $currency }
audit-prize-cutoff-default = 1 января года начала
audit-prize-sharing- = решают дополнительные показатели
audit-prize-sharing-shared = призы делятся поровну
audit-prize-sharing-hort = призы делятся по системе Хорта
prize-error-unknown-category = призовой фонд № { $series } ссылается на несуществующую категорию № { $category }
prize-error-rising-amounts = призовой фонд № { $series }: приз за { $place }-е место больше приза за { $previous }-е
prize-error-total-too-large = призовой фонд слишком велик
prize-error-duplicate-player = участник № { $player } дважды стоит в положении
prize-error-unknown-player = участник № { $player } стоит в положении, но не зарегистрирован
prize-error-ranking-order = строка { $line } положения стоит не на своём месте
prize-error-tied-rank = строка { $line } положения делит место со строкой выше, но не очки
fen-impossible = такая позиция не может возникнуть в партии ({ $problems })
fen-syntax-empty = текст пуст
fen-syntax-side_to_move = очередь хода обозначается w или b
fen-syntax-en_passant_square = неверное поле взятия на проходе
fen-syntax-halfmove_clock = неверный счётчик полуходов
fen-syntax-fullmove_number = неверный номер хода
fen-syntax-too_many_fields = полей больше, чем бывает в FEN
fen-syntax-rank_count = на доске должно быть 8 горизонталей
fen-syntax-two_digits = две цифры подряд
fen-syntax-promoted_mark = знак «~» стоит не после фигуры
fen-syntax-piece_letter = неизвестная буква фигуры
fen-syntax-rank_length = в горизонтали не 8 полей
fen-syntax-castling = неверное поле рокировок
fen-position-empty_board = доска пуста
fen-position-missing_king = нет короля
fen-position-too_many_kings = слишком много королей
fen-position-pawns_on_back_rank = пешки на первой или последней горизонтали
fen-position-castling_rights = право на рокировку без короля и ладьи на исходных полях
fen-position-en_passant = невозможное поле взятия на проходе
fen-position-opposite_check = шах стороне, которая не ходит
fen-position-impossible_check = невозможный шах
fen-position-impossible = невозможная позиция
fen-position-too_many_pawns = больше 8 пешек одного цвета
fen-position-too_many_pieces = больше 16 фигур одного цвета
pgn-error-line = строка { $line }: { $message }
pgn-error-bad-fen = партия { $game }: неверный тег FEN: { $reason }
pgn-error-move = ход { $move } сделать нельзя
pgn-error-after-end = полуход { $ply } записан после окончания партии ({ $end })
pgn-syntax-unmatched_paren = «)» без «(»
pgn-syntax-comment_not_closed = комментарий не закрыт
pgn-syntax-tag_name_value = у тега должны быть имя и значение
pgn-syntax-tag_value_quotes = значение тега должно быть в кавычках
pgn-syntax-tag_not_closed = тег не закрыт
pgn-syntax-tag_value_not_closed = значение тега не закрыто
pgn-syntax-variation_not_closed = вариант не закрыт
pgn-syntax-unexpected = неожиданный символ «{ $found }»

# Accounts and sessions
account-title = Ваша учётная запись
account-yours = ваша учётная запись
login-disabled = Эта учётная запись отключена. Попросите администратора включить её.
account-current-password = Текущий пароль
account-new-password = Новый пароль
account-current-wrong = Текущий пароль неверен.
account-change-password = Сменить пароль
account-password-changed = Пароль изменён. Другие ваши сеансы завершены, этот продолжается.
account-password-ends-sessions = После смены пароля вход на всех других устройствах будет завершён.
account-sessions = Сеансы
account-sessions-hint = Вход действует 16 часов. Если вы входили на компьютере, к которому больше нет доступа, выйдите везде, включая этот браузер.
account-sign-out-everywhere = Выйти везде
account-disabled = отключена
account-change-role = Сменить роль
account-disable = Отключить
account-enable = Включить
account-reset-password = Задать новый пароль
account-not-yourself = Свою учётную запись меняйте на её странице; сменить вам роль или отключить вас может другой администратор.
account-last-admin = Должен остаться хотя бы один включённый администратор.
users-changes-end-sessions = Смена роли или пароля и отключение сразу завершают все сеансы этой учётной записи.

# Several instances
pair-just-paired-by = Жеребьёвку тура { $round } только что провёл другой судья ({ $name }), пока вычислялась ваша. Ничего не изменено; откройте тур, чтобы увидеть его пары.
pair-just-paired = Жеребьёвку тура { $round } только что провёл другой судья, пока вычислялась ваша. Ничего не изменено; откройте тур, чтобы увидеть его пары.

# Why this pairing (Dutch system, C.04.3)
why-link = почему?
why-link-board = Почему на доске { $board } такая пара
why-title = Почему такие пары: тур { $n }
why-intro = Как голландская система (FIDE C.04.3) составила пару на каждой доске, по очкам и цветам участников перед туром.
why-board = Доска { $board }: { $white } – { $black }
why-same-group = Оба участника в очковой группе { $points }.
why-float = { $down } ({ $from } { $from ->
    [one] очко
    [few] очка
    [many] очков
   *[other] очка
}) перемещается вниз и играет с участником { $up } ({ $to } { $to ->
    [one] очко
    [few] очка
    [many] очков
   *[other] очка
}).
why-float-no-opponent = Никто другой из очковой группы { $points } не мог играть с участником { $down }: каждый уже играл с этим участником или имеет такое же абсолютное цветовое предпочтение (критерии C1 и C3).
why-float-odd = В очковой группе { $points } было нечётное число участников, поэтому одного пришлось переместить вниз (C6: как можно больше пар в группе).
why-float-completion = Пара для участника { $down } внутри очковой группы { $points } оставила бы нижние группы без полного спаривания или отдала бы бай участнику с большим числом очков (критерии C4, C5 и C8).
why-colour-both = Цвет: предпочтение участника { $player } — { $wanted ->
        [white] белые
       *[black] чёрные
    }; предпочтения обоих выполнены (правило 5.2.1).
why-colour-stronger = Цвет: оба хотели один цвет; у участника { $player } предпочтение сильнее, и этот участник играет { $colour ->
        [white] белыми
       *[black] чёрными
    } (правило 5.2.2).
why-colour-alternation = Цвет: оба одинаково сильно хотели один цвет; цвета чередуются от последнего тура, где у них были разные цвета, поэтому участник { $player } играет { $colour ->
        [white] белыми
       *[black] чёрными
    } (правило 5.2.3).
why-colour-higher = Цвет: оба одинаково сильно хотели один цвет при одинаковой истории цветов; выполнено предпочтение участника с более высоким местом, { $player }: { $colour ->
        [white] белые
       *[black] чёрные
    } (правило 5.2.4).
why-colour-parity = Цвет: ни у кого не было предпочтения; по стартовому номеру участника с более высоким местом, { $player }, этот участник играет { $colour ->
        [white] белыми
       *[black] чёрными
    } (правило 5.2.5).
why-colour-arbiter = Цвет: назначен судьёй (правила 5.2 дают другие цвета).
why-bye-title = Бай, назначенный при жеребьёвке
why-bye = { $player } ({ $points } { $points ->
    [one] очко
    [few] очка
    [many] очков
   *[other] очка
}) получает бай: он достаётся участнику с наименьшим возможным числом очков (C5), а среди них — самому низкому по месту из тех, кому он разрешён.
why-bye-other = { $player } ({ $points } { $points ->
    [one] очко
    [few] очка
    [many] очков
   *[other] очка
}) получает бай: он достаётся участнику с наименьшим возможным числом очков (C5); участники ниже по месту должны были получить пары, чтобы спарить весь тур (C4, C9).
why-bye-not-allowed = Этим участникам бай не положен: у них уже был бай или несыгранный тур, оценённый как победа (C2): { $players }.

# An event after the end of the game (issue 23); $at is the time of day it ended
ruling-no-effect = Без последствий: партия уже была окончена (ст. { $article }, в { $at })
ruling-no-effect-untimed = Без последствий: партия уже была окончена (ст. { $article })

# Import of TRF files as other programs write them (issues 22 and 51)
trf-import-done = Турнир импортирован.
trf-import-open = Открыть турнир
trf-import-legacy = Кое-что в файле записано так, как пишут другие программы, а не так, как требуют форматы ФИДЕ; прочитано оно так (несыгранные туры в старых формах — так, как их читают эталонные программы ФИДЕ: bbpPairings и программа проверки дополнительных показателей):
trf-adjustment-point_without_game = { $count ->
    [one] { $count } тур записан как «0000 - +» (очко без партии): прочитан как бай при жеребьёвке
    [few] { $count } тура записаны как «0000 - +» (очко без партии): прочитаны как баи при жеребьёвке
   *[many] { $count } туров записаны как «0000 - +» (очко без партии): прочитаны как баи при жеребьёвке
}
trf-adjustment-half_point_without_game = { $count ->
    [one] { $count } тур записан как «0000 - =» (пол-очка без партии): прочитан как бай в пол-очка
    [few] { $count } тура записаны как «0000 - =» (пол-очка без партии): прочитаны как баи в пол-очка
   *[many] { $count } туров записаны как «0000 - =» (пол-очка без партии): прочитаны как баи в пол-очка
}
trf-adjustment-no_point_without_game = { $count ->
    [one] { $count } тур записан как «0000 - -» (ни очка, ни партии): прочитан как бай без очков
    [few] { $count } тура записаны как «0000 - -» (ни очка, ни партии): прочитаны как баи без очков
   *[many] { $count } туров записаны как «0000 - -» (ни очка, ни партии): прочитаны как баи без очков
}
trf-adjustment-empty_opponent_field = { $count ->
    [one] { $count } бай с пустым полем соперника (так записывает lichess): прочитан как бай, названный его буквой
    [few] { $count } бая с пустым полем соперника (так записывает lichess): прочитаны как баи, названные их буквами
   *[many] { $count } баев с пустым полем соперника (так записывает lichess): прочитаны как баи, названные их буквами
}
trf-adjustment-forfeit_without_colour = { $count ->
    [one] { $count } неявка записана с соперником, но без цвета (как «  12 - +»): прочитана как неявка, белые у меньшего стартового номера (цвет в несыгранной партии не учитывается)
    [few] { $count } неявки записаны с соперником, но без цвета (как «  12 - +»): прочитаны как неявки, белые у меньшего стартового номера (цвет в несыгранной партии не учитывается)
   *[many] { $count } неявок записаны с соперником, но без цвета (как «  12 - +»): прочитаны как неявки, белые у меньшего стартового номера (цвет в несыгранной партии не учитывается)
}
trf-adjustment-loss_without_game = { $count ->
    [one] { $count } тур записан как «0000 - 0» (поражение без партии): прочитан как бай без очков
    [few] { $count } тура записаны как «0000 - 0» (поражение без партии): прочитаны как баи без очков
   *[many] { $count } туров записаны как «0000 - 0» (поражение без партии): прочитаны как баи без очков
}
trf-adjustment-blank_half_point_bye = { $count ->
    [one] { $count } тур записан без соперника, с «-» и без результата («       -  »), а в очках засчитан как пол-очка: прочитан как бай в пол-очка
    [few] { $count } тура записаны без соперника, с «-» и без результата («       -  »), а в очках засчитаны как пол-очка: прочитаны как баи в пол-очка
   *[many] { $count } туров записаны без соперника, с «-» и без результата («       -  »), а в очках засчитаны как пол-очка: прочитаны как баи в пол-очка
}
trf-adjustment-blank_point_bye = { $count ->
    [one] { $count } тур записан без соперника, с «-» и без результата («       -  »), а в очках засчитан как очко: прочитан как бай при жеребьёвке
    [few] { $count } тура записаны без соперника, с «-» и без результата («       -  »), а в очках засчитаны как очко: прочитаны как баи при жеребьёвке
   *[many] { $count } туров записаны без соперника, с «-» и без результата («       -  »), а в очках засчитаны как очко: прочитаны как баи при жеребьёвке
}
trf-adjustment-pending_result = { $count ->
    [one] { $count } тур записан с соперником и цветом, но без результата (так Sharly Chess записывает идущий тур): прочитан как ещё не сыгранная партия
    [few] { $count } тура записаны с соперником и цветом, но без результата (так Sharly Chess записывает идущий тур): прочитаны как ещё не сыгранные партии
   *[many] { $count } туров записаны с соперником и цветом, но без результата (так Sharly Chess записывает идущий тур): прочитаны как ещё не сыгранные партии
}
trf-adjustment-birth_date_other_form = { $count ->
    [one] { $count } дата рождения записана не как ГГГГ/ММ/ДД (как «1969.12.06», «1993-12-20» или «1975.  .»): прочитана как дата или год, который она даёт
    [few] { $count } даты рождения записаны не как ГГГГ/ММ/ДД (как «1969.12.06», «1993-12-20» или «1975.  .»): прочитаны как даты или годы, которые они дают
   *[many] { $count } дат рождения записаны не как ГГГГ/ММ/ДД (как «1969.12.06», «1993-12-20» или «1975.  .»): прочитаны как даты или годы, которые они дают
}
trf-adjustment-birth_date_blank = { $count ->
    [one] { $count } дата рождения из одних разделителей и нулей («.  .», «0000/00/00»): прочитана как неизвестная
    [few] { $count } даты рождения из одних разделителей и нулей («.  .», «0000/00/00»): прочитаны как неизвестные
   *[many] { $count } дат рождения из одних разделителей и нулей («.  .», «0000/00/00»): прочитаны как неизвестные
}
trf-adjustment-fide_id_dashes = { $count ->
    [one] { $count } ФИДЕ ID записан прочерками («-----------»): прочитан как отсутствующий
    [few] { $count } ФИДЕ ID записаны прочерками («-----------»): прочитаны как отсутствующие
   *[many] { $count } ФИДЕ ID записаны прочерками («-----------»): прочитаны как отсутствующие
}
trf-adjustment-sex_unknown = { $count ->
    [one] { $count } пол записан как «u» (неизвестен): прочитан как не указанный
    [few] { $count } пола записаны как «u» (неизвестен): прочитаны как не указанные
   *[many] { $count } полов записаны как «u» (неизвестен): прочитаны как не указанные
}
trf-adjustment-two_digit_year = { $count ->
    [one] { $count } дата турнира с двузначным годом (как «10.09.13»): прочитана начиная с года, как TRF записывает даты туров; 00-68 как 2000-2068, 69-99 как 1969-1999
    [few] { $count } даты турнира с двузначным годом (как «10.09.13»): прочитаны начиная с года, как TRF записывает даты туров; 00-68 как 2000-2068, 69-99 как 1969-1999
   *[many] { $count } дат турнира с двузначным годом (как «10.09.13»): прочитаны начиная с года, как TRF записывает даты туров; 00-68 как 2000-2068, 69-99 как 1969-1999
}
trf-adjustment-date_placeholder = { $count ->
    [one] { $count } дата турнира не содержит даты (ни цифры, ни названия месяца — заглушка генератора): прочитана как отсутствующая
    [few] { $count } даты турнира не содержат даты (ни цифры, ни названия месяца — заглушка генератора): прочитаны как отсутствующие
   *[many] { $count } дат турнира не содержат даты (ни цифры, ни названия месяца — заглушка генератора): прочитаны как отсутствующие
}
trf-adjustment-strength_with_decimals = { $count ->
    [one] { $count } сила команды с дробной частью (как «2587.5»): округлена до целого
    [few] { $count } силы команд с дробной частью (как «2587.5»): округлены до целых
   *[many] { $count } сил команд с дробной частью (как «2587.5»): округлены до целых
}
trf-adjustment-team_bye_scored_by_team = { $count ->
    [one] { $count } участник команды, получившей бай при жеребьёвке, не получает за него очков в столбце очков (очки команды даёт запись 320): принято, как записано
    [few] { $count } участника команды, получившей бай при жеребьёвке, не получают за него очков в столбце очков (очки команды даёт запись 320): принято, как записано
   *[many] { $count } участников команды, получившей бай при жеребьёвке, не получают за него очков в столбце очков (очки команды даёт запись 320): принято, как записано
}
trf-adjustment-seated_off_roster = { $count ->
    [one] { $count } участник, которого нет в составе ни одной команды, посажен расстановкой (запись 300): добавлен в состав этой команды
    [few] { $count } участника, которых нет в составе ни одной команды, посажены расстановкой (запись 300): добавлены в состав этих команд
   *[many] { $count } участников, которых нет в составе ни одной команды, посажены расстановкой (запись 300): добавлены в состав этих команд
}
trf-adjustment-empty_board_without_colour = { $count ->
    [one] { $count } доска, оставленная соперником пустой, записана без цвета («0000 - +», «0000 - U»): прочитана как выигранная без игры участником, посаженным на неё
    [few] { $count } доски, оставленные соперником пустыми, записаны без цвета («0000 - +», «0000 - U»): прочитаны как выигранные без игры участниками, посаженными на них
   *[many] { $count } досок, оставленных соперником пустыми, записаны без цвета («0000 - +», «0000 - U»): прочитаны как выигранные без игры участниками, посаженными на них
}
trf-error-count = { $count ->
    [one] Файл нельзя импортировать: найдена { $count } ошибка.
    [few] Файл нельзя импортировать: найдены { $count } ошибки.
   *[many] Файл нельзя импортировать: найдено { $count } ошибок.
}
trf-more-problems = { $count ->
    [one] …и ещё { $count } ошибка.
    [few] …и ещё { $count } ошибки.
   *[many] …и ещё { $count } ошибок.
}

# Accelerated pairings and prohibited pairings (issue 21)
acceleration-title = Ускоренная жеребьёвка
acceleration-intro = Виртуальные очки прибавляются к очкам некоторых участников только для жеребьёвки: они определяют очковые группы, перемещения между ними и бай при жеребьёвке, но не входят в турнирную таблицу, дополнительные показатели и экспортируемые очки.
acceleration-field = Ускорение
acceleration-none = Без ускорения
acceleration-baku = Бакинская система ускорения (C.04.7)
acceleration-save = Сохранить
acceleration-baku-group = { $count ->
    [one] Группа A: стартовые номера 1–{ $last } ({ $size } из { $count } участника в 1-м туре)
   *[other] Группа A: стартовые номера 1–{ $last } ({ $size } из { $count } участников в 1-м туре)
}
acceleration-baku-last = Последний участник группы A: { $name } (№ { $no })
acceleration-baku-late = Опоздавшие участники с рейтингом выше, тоже в группе A: №№ { $numbers }
acceleration-baku-fixed = Группа A определена перед 1-м туром.
acceleration-baku-provisional = Предварительно: группа A определяется при жеребьёвке 1-го тура (половина участников, округлённая вверх до чётного числа).
acceleration-rounds = Ускоренные туры: { $rounds }
rules-col-rounds = Туры
rules-col-points = Очки
rules-col-players = Номера
rules-first-round = С тура
rules-last-round = По тур
virtual-points-title = Виртуальные очки, заданные вручную
virtual-points-intro = Для других систем ускорения, допускаемых положением: очки группе стартовых номеров в диапазоне туров.
virtual-points-none = Не заданы.
virtual-points-points = Очки
virtual-points-first-player = С номера
virtual-points-last-player = По номер
virtual-points-add = Добавить виртуальные очки
virtual-points-delete = Удалить
rules-error-rounds = Укажите туры от 1 до { $rounds }, первый не позже последнего.
rules-error-points = Укажите очки числом больше 0 и не больше 10 (0.5 или ½ — пол-очка).
rules-error-numbers = Укажите стартовые номера от 1 до { $max }, первый не больше последнего.
rules-error-acceleration = Выберите «без ускорения» или бакинскую систему.
prohibited-title = Запрещённые пары
prohibited-intro = Участники, которые не должны встречаться в указанных турах (родственники, одноклубники, соотечественники). Программа не сводит их в этих турах; после них они могут встретиться.
prohibited-none = Запрещённых пар нет.
prohibited-rounds = Туры { $rounds }
prohibited-delete = Удалить
prohibited-rule = Кому нельзя встречаться
prohibited-rule-players = Участникам, выбранным ниже
prohibited-rule-club = Участникам одного клуба
prohibited-rule-federation = Участникам одной федерации
prohibited-same-club = участники одного клуба
prohibited-same-federation = участники одной федерации
prohibited-players = Участники
prohibited-players-hint = Выберите двоих или больше (несколько — удерживая Ctrl, на Mac — ⌘).
prohibited-add = Добавить запрещённую пару
prohibited-error-too-few = Выберите двоих или больше участников.
prohibited-error-too-many = { $max ->
    [one] Выберите не больше { $max } участника.
   *[other] Выберите не больше { $max } участников.
}
prohibited-error-unknown-player = Выбранный участник не зарегистрирован в этом турнире.
round-virtual-points = Виртуальные очки, учтённые при жеребьёвке этого тура (в таблицу не входят):
audit-acceleration-changed = Ускорение изменено с «{ $before }» на «{ $after }»
audit-virtual-points-added = Добавлены виртуальные очки: +{ $points } стартовым номерам { $from }–{ $to } в турах { $first }–{ $last }
audit-virtual-points-deleted = Удалены виртуальные очки: +{ $points } стартовым номерам { $from }–{ $to } в турах { $first }–{ $last }
audit-prohibition-added = Добавлена запрещённая пара в турах { $first }–{ $last }: { $players }
audit-prohibition-deleted = Удалена запрещённая пара в турах { $first }–{ $last }: { $players }
pair-prohibited-blocking = { $count ->
    [one] Тур нельзя спарить, пока действует эта запрещённая пара: { $pairs }. Сократите или удалите её на странице участников.
   *[other] Тур нельзя спарить, пока действуют эти запрещённые пары: { $pairs }. Сократите или удалите одну из них на странице участников.
}

## Issue 21: TRF records 250 (virtual points) and 260 (prohibited pairings); checker warning
trf-rule-not-a-number = ожидалось целое число, найдено «{ $found }»
trf-round-zero = туры нумеруются с 1
trf-rule-too-short = в записи 250 должны быть все поля, до 31-й колонки
trf-zero-virtual-points = виртуальные очки не могут быть нулевыми
trf-rounds-reversed = последний тур указан раньше первого
trf-players-reversed = последний стартовый номер меньше первого
trf-rule-trailing-text = лишний текст после последнего поля
trf-too-few-prohibited = в запрете пары должно быть не меньше двух участников
trf-round-outside-event = тур { $round } выходит за число туров турнира ({ $rounds })
trf-unknown-player = нет участника со стартовым номером { $player }
warn-prohibited = { $white } и { $black } не могут играть друг с другом в этом туре (запрещённая пара)

# Issue 33: the bounds and the rule on control characters, for every import and form.
text-too-long = длиннее { $max } символов («{ $excerpt }»)
text-line-too-long = строка длиннее { $max } байт («{ $excerpt }»); ничего не прочитано
text-control-character = управляющий символ ({ $char }), который нельзя сохранить
text-bidi-override = символ смены направления текста ({ $char }): невидимый, он показывает текст вокруг себя в другом порядке
text-error-at = Строка { $line }, столбец { $column }: { $message }.
form-text-refused = { $field }: { $reason }.
tc-too-many-periods = в контроле не больше { $max } периодов на игрока
tc-out-of-range = период { $index } даёт больше, чем бывает в контроле: не больше { $moves } ходов, { $hours } часов, добавления или задержки в { $minutes } минут
pgn-error-too-many-moves = в партии не больше { $max } полуходов
# Two-step sign-in
two-factor-title = Двухэтапный вход
two-factor-is-on = Двухэтапный вход включён: после пароля вход спрашивает код из приложения-аутентификатора.
two-factor-is-off = Двухэтапный вход выключен. Если его включить, вход будет спрашивать ещё и код из приложения-аутентификатора на телефоне, и одного пароля станет мало.
two-factor-codes-left = { $count ->
    [one] Остался { $count } резервный код.
    [few] Осталось { $count } резервных кода.
   *[many] Осталось { $count } резервных кодов.
}
two-factor-turn-on = Включить двухэтапный вход
two-factor-turn-off = Выключить двухэтапный вход
two-factor-turned-off = Двухэтапный вход выключен. Другие ваши сеансы завершены, этот продолжается.
two-factor-required-for-you = Администратор требует для вашей учётной записи двухэтапный вход. Включите его, чтобы продолжить.
two-factor-step-app = Установите на телефон приложение-аутентификатор (любое, которое читает такие коды, например FreeOTP, Aegis, Google Authenticator или менеджер паролей).
two-factor-step-scan = Отсканируйте этот код приложением:
two-factor-step-type = Или введите в приложение этот ключ:
two-factor-step-confirm = Введите пароль и 6-значный код, который сейчас показывает приложение.
two-factor-qr-label = QR-код для приложения-аутентификатора
two-factor-code = Код из приложения
two-factor-recovery-code = Резервный код
two-factor-code-or-recovery = Код из приложения или резервный код
two-factor-code-wrong = Код неверен. Проверьте часы телефона и введите код, который приложение показывает сейчас.
two-factor-off-refused = Пароль или код неверен.
two-factor-already-on = Двухэтапный вход уже включён.
two-factor-codes-title = Ваши резервные коды
two-factor-codes-once = Двухэтапный вход включён. Сохраните эти резервные коды в надёжном месте, отдельно от телефона: они показываются только сейчас.
two-factor-codes-hint = Если телефон потерян, войдите с одним из этих кодов вместо кода приложения. Каждый действует один раз. Новый набор заменяет этот.
two-factor-codes-done = Я их сохранил(а)
two-factor-new-codes = Новые резервные коды
two-factor-new-codes-hint = Нынешние коды перестанут действовать.
login-code-title = Код из приложения
login-code-hint = Пароль верен. Введите 6-значный код, который приложение-аутентификатор показывает для arbiter.
login-recovery-summary = Потеряли телефон? Войдите с резервным кодом
login-code-wrong = Неверный код. Каждый код действует один раз; если вы только что его использовали, дождитесь следующего.
login-code-expired = Вход занял слишком много времени. Войдите снова.
login-code-cancel = Отмена
users-require-two-factor = Требовать двухэтапный вход от администраторов и главных судей
users-save-requirement = Сохранить
users-two-factor-on = двухэтапный вход
users-turn-off-two-factor = Выключить двухэтапный вход (телефон потерян)
player-event-full = В турнире может быть не больше { $max } участников: можно добавить ещё { $room }.
import-too-large = Файл больше { $mib } МиБ и не может быть импортирован: разделите его на файлы поменьше.
import-rows = { $count ->
    [one] В файле { $count } участник.
    [few] В файле { $count } участника.
   *[many] В файле { $count } участников.
}
import-bad-rows = { $count ->
    [one] Ошибки в { $count } строке.
   *[many] Ошибки в { $count } строках.
}
import-error-line = Строка { $line }:
import-more-errors = { $count ->
    [one] …и ещё { $count } строка с ошибками.
    [few] …и ещё { $count } строки с ошибками.
   *[many] …и ещё { $count } строк с ошибками.
}
import-more-rows = { $count ->
    [one] Ещё { $count } строка здесь не показана; она проверена и будет импортирована вместе с остальными.
    [few] Ещё { $count } строки здесь не показаны; они проверены и будут импортированы вместе с остальными.
   *[many] Ещё { $count } строк здесь не показаны; они проверены и будут импортированы вместе с остальными.
}
pairing-job-title = Жеребьёвка { $n }-го тура…
pairing-job-brackets = Разобрано очковых групп: { $done } из { $total }.
pairing-job-starting = Чтение данных турнира.
pairing-job-elapsed = Идёт { $seconds } с.
pairing-job-wait = Страница обновляется сама, пока предложенная жеребьёвка не готова; можно уйти и вернуться позже.
pairing-job-refresh = Обновить
pairing-job-running = Жеребьёвка { $n }-го тура уже идёт: эта страница следит за ней.
pairing-job-stopped = Жеребьёвка { $n }-го тура остановилась, не закончившись (её сервер был остановлен или перезапущен). Проведите жеребьёвку тура ещё раз.

## Командные турниры (issue 36)
team-colours-a = цветовые предпочтения типа A
team-colours-b = цветовые предпочтения типа B
team-colours-none = без цветовых предпочтений
team-primary-mp = сначала командные очки
team-primary-gp = сначала игровые очки
audit-field-short-name = Краткое название
audit-field-captain = Капитан
audit-team-terms = досок: { $boards }, { $colours }, { $primary }; за выигранный матч { $win }, за ничью { $draw }, за проигрыш { $loss }; за бай по жеребьёвке { $pab_mp } командных и { $pab_gp } игровых очков
audit-team-event-made = Турнир сделан командным: { $terms }
audit-team-event-unmade = Турнир снова личный
audit-team-settings-changed = Командные настройки изменены с «{ $before }» на «{ $after }»
audit-team-added = Заявлена команда { $team }, стартовый номер команды { $tpn }
audit-team-changed = { $field } команды { $team }: «{ $before }» → «{ $after }»
audit-team-withdrawn = Команда { $team } выбывает начиная с { $round }-го тура
audit-team-reinstated = Команда { $team } возвращена в турнир
audit-roster-changed = Состав команды { $team } по доскам: { $players }
tab-teams = Команды
teams-count = { $count ->
    [one] { $count } команда
    [few] { $count } команды
   *[many] { $count } команд
}
team-event = Командный турнир
team-event-box = Командный турнир (команды играют матчи на нескольких досках)
team-event-hint = В швейцарской системе команды сводятся по C.04.6, в круговой — по таблицам Бергера. Настройки можно менять до жеребьёвки 1-го тура.
team-boards = Досок в матче
team-colours = Цветовые предпочтения
team-primary = Основной показатель
team-match-win = Выигранный матч
team-match-draw = Ничейный матч
team-match-loss = Проигранный матч
team-pab-match = Бай по жеребьёвке: командные очки
team-pab-game = Бай по жеребьёвке: игровые очки
team-tiebreaks-hint = Дополнительные показатели выбираются на странице турнирной таблицы.
team-boards-invalid = Число досок в матче должно быть целым.
team-points-invalid = { $field }: это не число очков.
team-terms-shown = Досок в матче: { $boards }, { $colours }, { $primary }.
team-withdrawn-from = выбыла с { $round }-го тура
team-strength = Сила { $strength }
team-captain-named = капитан { $captain }
team-roster-empty = В составе пока нет игроков.
team-board = Доска
team-reserve = Запасной
team-move-up = { $player } на доску выше
team-move-down = { $player } на доску ниже
team-remove = Убрать
team-add-player = Зарегистрированный участник
team-add-player-button = Добавить в состав
team-edit = Изменить команду или снять её
team-name = Название команды
team-short-name = Краткое название
team-federation = Федерация или клуб
team-captain = Капитан
team-reinstate = Вернуть команду в турнир
team-withdraw-from = Снять с тура
team-withdraw = Снять команду
team-add = Заявить команду
team-add-button = Заявить команду
team-players-hint = В состав включаются зарегистрированные участники:
team-not-a-team-event = Этот турнир не командный.
team-settings-paired = Тур уже сведён: командные настройки менять нельзя.
team-boards-range = Досок в матче: от 1 до { $max }.
team-points-range = { $field }: от 0 до { $max } очков.
team-match-points-order = Выигранный матч должен стоить не меньше ничейного, а ничейный — не меньше проигранного.
team-settings-conflict = Командные настройки только что изменил кто-то другой; показаны сохранённые сейчас.
team-teams-registered = Команды уже заявлены: турнир остаётся командным.
team-name-missing = У команды должно быть название.
team-text-refused = Поле «{ $field }» содержит управляющий символ или слишком длинное.
team-name-taken = Команда с названием { $name } уже заявлена.
team-sent-twice = Команда { $name } уже заявлена при первой отправке этой формы.
team-too-many = В турнире может быть не больше { $max } команд.
team-entry-closed = Заявить команду сейчас нельзя: круговой турнир уже расписан или следующий тур сведён и ещё не опубликован.
team-not-on-roster = Этого игрока нет в составе команды.
team-conflict = Команду только что изменил кто-то другой; показана сохранённая сейчас. Повторите действие.
team-on-another = Этот игрок в составе команды { $team }.
team-roster-fixed = Игрок этой команды уже сыграл или сведён: порядок досок не меняется.
team-roster-full = В составе может быть не больше { $max } игроков.
team-place-range = Такого места в составе нет.
team-withdraw-round = Команду можно снять только с ещё не сведённого тура: с { $first }-го по { $last }-й.

audit-team-round-paired = Тур { $round } сведён (проект): матчей — { $matches }
audit-line-up-set = Состав команды { $team } на тур { $round }: { $players }
audit-match-forfeited = Тур { $round }: матч { $first } – { $second } засчитан без игры, победа — { $winner }
audit-match-forfeited-both = Тур { $round }: матч { $first } – { $second } засчитан без игры как поражение обеих команд
audit-match-forfeit-undone = Тур { $round }: снято решение о неявке в матче { $first } – { $second }
audit-team-round-taken-back = Тур { $round } отменён
team-board-empty = пусто
team-round-paired = Тур { $round } уже сведён. Страница показывает его.
team-round-paired-by = Тур { $round } уже свёл { $by }. Страница показывает его.
team-all-rounds-paired = Все туры турнира уже сведены.
team-results-pending = В туре { $round } есть доски без результата: внесите их до жеребьёвки следующего тура.
team-too-few = Сыграть этот тур могут меньше двух команд с игроками.
team-round-unreadable = Туры команд не читаются по доскам: { $problem }
team-unpairable-bye = Ни одной команде нельзя дать бай по жеребьёвке так, чтобы остальные были сведены (C.04.6, ст. 3.3.3).
team-unpairable-bracket = Группу с { $score } очками нельзя свести ни с каким набором поднятых команд (C.04.6, ст. 3.3.3).
team-unpairable-large = В группе больше { $max } команд: эта программа её не сводит.
team-no-match = У этой команды нет матча в этом туре.
team-match-played = На доске этого матча есть результат или записанная партия: составы не меняются.
team-round-not-published = Сначала опубликуйте тур.
team-no-proposed-round = Проекта тура нет.
team-not-last-round = Отменить можно только последний опубликованный тур и только до ввода результатов.
line-up-not-on-roster = { $player } не входит в состав этой команды.
line-up-twice = { $player } указан дважды.
line-up-unavailable = { $player } выбыл и не может играть в этом туре.
line-up-order = { $player } стоит в заявке выше, чем { $above }, и не может играть ниже: расстановка сохраняет порядок заявки.
line-up-too-many = { $found } игроков на { $boards } досок.
team-nav = Командный турнир
tab-matches = Матчи
tab-team-standings = Командное положение
team-round-title = Матчи { $n }-го тура
team-round-proposed = проект, не опубликован
team-rounds-nav = Туры
team-pair-round = Провести жеребьёвку { $n }-го тура
team-no-matches = В этом туре пока нет матчей.
team-proposed-help = Это проект тура: проверьте матчи и составы, затем опубликуйте. Зрители увидят тур после публикации.
team-publish = Опубликовать тур
team-discard = Отменить проект
team-bye = бай по жеребьёвке
team-why = Почему:
team-why-bye = бай по жеребьёвке (C.04.6, ст. 3.4): команде с самым низким местом, ещё не получавшей его.
team-rest = свободный тур (без очков)
team-why-rest = свободный тур круговой системы: при нечётном числе команд команда, которой выпал фиктивный номер таблицы Бергера, не играет и очков не получает.
team-why-round-robin = таблица Бергера кругового турнира.
team-why-by-hand = сведено вручную.
team-why-bracket = группа с { $score } очками
team-why-upfloater = { $team } поднята из нижней группы (ст. 3.5)
team-why-colours = цвет по ст. { $article }
team-forfeit-first = Матч засчитан без игры: победа первой команды.
team-forfeit-second = Матч засчитан без игры: победа второй команды.
team-forfeit-both = Матч засчитан без игры как поражение обеих команд.
team-results-left-to-right = Результат читается слева направо: 1-0 — победил игрок слева, каким бы цветом он ни играл.
team-result-pending = не сыграна
team-result-1 = 1-0
team-result-draw = ½-½
team-result-0 = 0-1
team-result-plus = +/- (неявка)
team-result-minus = -/+ (неявка)
team-result-both = -/- (неявка обоих)
team-save-results = Сохранить результаты матча
team-line-up-of = Состав команды { $team }
team-board-n = Доска { $n }
team-save-line-up = Сохранить состав
team-forfeit-label = Матч засчитан без игры:
team-forfeit-option-none = нет
team-forfeit-option-first = победа первой команды
team-forfeit-option-second = победа второй команды
team-forfeit-option-both = поражение обеих команд
team-forfeit-save = Сохранить
team-not-paired = Не сведены в этом туре: { $teams }
team-captains-box = Капитаны вводят состав своей команды
team-captains-hint = Тогда у каждой команды есть секретная ссылка капитана (на странице «Команды»): по ней капитан вводит состав команды на текущий тур, пока в матче нет результатов.
audit-team-captains = капитаны вводят составы
audit-line-up-set-by-captain = Капитан ввёл состав команды { $team } на тур { $round }: { $players }
audit-captain-link-renewed = Новая ссылка капитана команды { $team }
team-captain-of = капитан команды { $team }
team-captain-link = Ссылка капитана:
team-captain-link-none = Ссылки капитана ещё нет.
team-captain-link-renew = Новая ссылка капитана
team-captain-link-hint = Любой, у кого есть ссылка, может ввести состав команды: отправьте её только капитану. Новая ссылка отменяет старую.
captain-title = Капитан команды { $team }
captain-match = Тур { $round }: { $first } – { $second }
captain-line-up-hint = Выберите игрока на каждую доску в порядке заявки. За пустую доску засчитывается поражение без игры.
captain-no-match = Сейчас у вашей команды нет матча, на который нужно ввести состав.
captain-saved = Состав команды сохранён.
team-take-back = Отменить этот тур
team-standings-after = Командное положение после { $n }-го тура
team-standings-none-completed = Командное положение: ни один тур ещё не завершён
team-standings-unreadable = Туры команд не читаются по доскам.
team-tpn = Ст. №
team-mp = КО
team-gp = ИО
team-tiebreaks-legend = Что означают столбцы
team-export-trf = Скачать командный файл TRF-2026
team-tiebreaks-label = Дополнительные показатели после очков:
team-tiebreaks-save = Сохранить список
team-tiebreaks-help = Коды FIDE C.07 через пробел, например «DE BH:MP EMGSB». Пусто — список по умолчанию (DE, затем BH:MP в швейцарке или SB:MP в круговом).
team-tiebreaks-default = список по умолчанию
team-tiebreak-unknown = Этот список показателей не принят: неизвестный командный показатель «{ $code }»: { $reason }. Допустимые коды: { $codes }; очки :MP (командные), :GP (индивидуальные) (ESB :MM, :MG, :GM, :GG); модификаторы /Cn, /Mn
team-tiebreaks-too-many = В списке не больше { $max } показателей.
audit-team-tiebreaks = Командные показатели изменены с «{ $before }» на «{ $after }»
team-tb-MPTS = Командные очки: 2 за выигранный матч, 1 за ничью (как задано в турнире).
team-tb-GPTS = Игровые очки: очки, набранные на всех досках.
team-tb-MPVGP = Другой счёт: командные очки, если места решают игровые, и наоборот.
team-tb-BH = Бухгольц: сумма очков соперников.
team-tb-FB = Бухгольц с ничьими в последнем туре.
team-tb-SB = Зоннеборн-Бергер: очки соперников, взвешенные результатом встречи.
team-tb-ESB = Расширенный Зоннеборн-Бергер: очки соперников, умноженные на очки, набранные против каждого.
team-tb-EMMSB = Командные очки соперников, умноженные на командные очки встречи.
team-tb-EMGSB = Командные очки соперников, умноженные на игровые очки встречи.
team-tb-EGMSB = Игровые очки соперников, умноженные на командные очки встречи.
team-tb-EGGSB = Игровые очки соперников, умноженные на игровые очки встречи.
team-tb-BC = Подсчёт по доскам: сумма номеров досок, взвешенных очками (меньше — выше).
team-tb-WIN = Выигранные матчи, включая баи и неявки.
team-tb-WON = Матчи, выигранные за доской.
team-tb-PS = Прогрессивный счёт: сумма очков после каждого тура.
team-tb-AOB = Средний Бухгольц соперников.
team-tb-SSSC = Сила соперников относительно собственного счёта.
team-tb-DE = Личная встреча среди команд с равными очками.
team-tb-EDE = Расширенная личная встреча: команды с равными очками по их матчам между собой, шаг за шагом.
team-tb-EDEC = Расширенная личная встреча, затем подсчёт по доскам.
team-tb-EDET = Расширенная личная встреча, затем результат первой доски.
team-tb-EDEB = Расширенная личная встреча, затем отбрасывание нижних досок.
team-tb-EDEBT = Расширенная личная встреча, подсчёт по доскам, затем первая доска.
team-tb-EDEBB = Расширенная личная встреча, подсчёт по доскам, затем отбрасывание нижних досок.
team-tb-BBE = Отбрасывание нижних досок по одной.
team-tb-TBR = Результат первой доски.
pair-team-event = Это командный турнир: туры сводятся команда против команды на странице «Матчи».
tab-team-crosstable = Командная таблица
tab-board-prizes = Призы по доскам
team-absent = не играла
team-bye-short = бай
team-swap-title = Поменять две команды местами
team-swap-help = Выберите две команды из разных матчей (или команду и команду с баем): они поменяются местами, а цвета в их новых матчах будут назначены по ст. 4.3, как при жеребьёвке. Составы команд сохраняются.
team-swap-first = Команда
team-swap-second = меняется местами с
team-swap-choice = { $team } (матч { $n })
team-swap-choice-bye = { $team } (бай)
team-swap-anyway = Свести, даже если команды уже встречались
team-swap-submit = Поменять
team-swap-same-match = Обе команды играют в одном матче: выберите команды из разных матчей.
team-swap-met-before = { $first } и { $second } уже встречались, а C.04.6 запрещает повторную встречу. Чтобы всё же свести их, отметьте «Свести, даже если команды уже встречались» и поменяйте ещё раз.
team-round-changed = Тур тем временем изменился (другой судья или другая вкладка); он показан в нынешнем виде. Проверьте его и попробуйте ещё раз.
team-swap-round-robin = В круговом турнире пары каждого тура заданы таблицей Бергера: матчи не меняются вручную.
team-warnings = Предупреждения
team-warn-met-before = { $first } и { $second } уже встречались: C.04.6 запрещает повторную встречу (абсолютный критерий).
team-warn-both-white = Обе команды предпочитают белый цвет.
team-warn-both-black = Обе команды предпочитают чёрный цвет.
team-warn-third-white = { $team } получает белый цвет третий раз подряд.
team-warn-third-black = { $team } получает чёрный цвет третий раз подряд.
audit-teams-swapped = Тур { $round }: команды { $first } и { $second } поменяны местами вручную
team-card-players = Игроки
team-card-total = Итого
team-card-points = { $points } оч.
team-card-help = В каждом туре — номер доски и набранные на ней очки; итог учитывает сыгранные доски.
team-card-matches = Матчи
team-round-short = { $n } т.
team-round-col = Тур
team-opponent = Соперник
team-board1-colour = 1-я доска
team-crosstable-help = В каждом туре: место соперника, цвет первой доски (○ белые, ● чёрные) и набранные игровые очки.
team-crosstable-help-rr = В клетке — игровые очки команды строки против команды столбца (по месту).
team-reserves = Запасные
board-prizes-help = Игроки каждой доски по турнирному перформансу в партиях, сыгранных за доской; для приза нужно сыграть не меньше { $games } партий (60 % туров). Остальные — в конце списка.
board-prizes-score = Очки / партии
board-prizes-performance = Перформанс
team-print-pairings = Список пар
team-print-sheets = Протоколы матчей
team-print-line-ups = Бланки составов
team-print-match = Матч { $n }
team-print-match-col = Матч
team-print-total = Итог матча
team-print-sign-captain = Капитан команды { $team }
team-print-sign-captain-plain = Подпись капитана
team-print-against = против команды { $team }
team-print-roster = Заявка по доскам:
team-print-link = Печать:
team-export-csv = Командное положение (CSV)
team-export-crosstable = Командная таблица (HTML)
field-control-character = В поле управляющий символ ({ $char }, символ № { $at }), который нельзя сохранить. Удалите его и отправьте форму ещё раз.
field-bidi-override = В поле символ смены направления текста ({ $char }, символ № { $at }): невидимый, он показывает текст вокруг себя в другом порядке. Удалите его и отправьте форму ещё раз.
trf-import-team-file = Это файл командного турнира (в нём командные записи 310). Веб-приложение импортирует только личные турниры; импортированный как личный, он потерял бы команды, матчи и составы. Создайте командный турнир здесь и внесите команды или прочтите файл командной строкой (arbiter standings, arbiter check --team, arbiter pair --team). Ничего не импортировано.
arbiter-chief-only = Назначать и снимать заместителей может только главный судья турнира.
player-birth-date-no-such-day = Такой даты нет: { $date }. Проверьте день и месяц.
round-withdraw-results-rr = { $count ->
    [one] В турах с 1-го по { $round }-й введён { $count } результат: он будет удалён вместе с расписанием (и сохранён в журнале). Для подтверждения введите номер тура { $round }:
    [few] В турах с 1-го по { $round }-й введено { $count } результата: они будут удалены вместе с расписанием (и сохранены в журнале). Для подтверждения введите номер тура { $round }:
   *[other] В турах с 1-го по { $round }-й введено { $count } результатов: они будут удалены вместе с расписанием (и сохранены в журнале). Для подтверждения введите номер тура { $round }:
}
team-proposed-captains = Ссылки капитанов уже показывают матч их команды в этом туре с пометкой «проект, не опубликован», чтобы капитаны могли внести составы.

## Режим ФИДЕ (задача 54)
fide-mode-title = Режим ФИДЕ
fide-mode-on = Турнир в режиме ФИДЕ: система подсчёта очков, которую ФИДЕ не допускает, отклоняется, а изменение числа туров или очков после жеребьёвки тура нужно подтвердить дважды, и оно записывается для ФИДЕ.
fide-mode-leave = Выйти из режима ФИДЕ
fide-mode-leave-consequences = Выход из режима ФИДЕ нельзя отменить. После него:
fide-mode-leave-forever = турнир никогда не вернётся в режим ФИДЕ;
fide-mode-leave-pages = на каждой странице турнира, в том числе открытой, сказано, что он не в режиме ФИДЕ;
fide-mode-leave-trf = в его файле TRF появится строка «### FIDE mode left» с номером тура, и ФИДЕ может отказаться обсчитывать турнир;
fide-mode-leave-checks = проверки режима ФИДЕ прекращаются: принимается любая система очков, а изменения числа туров и очков не требуют подтверждения.
fide-mode-leave-understood = Я понимаю, что турнир не сможет вернуться в режим ФИДЕ
fide-mode-leave-continue = Продолжить
fide-mode-leave-cancel = Отмена, остаться в режиме ФИДЕ
fide-mode-leave-tick = Отметьте, что вы понимаете последствия, или отмените.
fide-mode-leave-last-step = Последний шаг: турнир сейчас, в туре { $round }, навсегда выходит из режима ФИДЕ.
fide-mode-leave-confirm = Выйти из режима ФИДЕ навсегда
fide-mode-chief-only = Вывести турнир из режима ФИДЕ может только главный судья.
fide-mode-already-left = Турнир уже вышел из режима ФИДЕ.
fide-mode-off = Не в режиме ФИДЕ: турнир вышел из него в туре { $round }, навсегда.
fide-mode-off-before = Не в режиме ФИДЕ: турнир вышел из него до 1-го тура, навсегда.
fide-mode-status-on = В режиме ФИДЕ
fide-mode-link = Режим ФИДЕ
fide-scoring-draws = В режиме ФИДЕ две ничьи не могут стоить больше, чем победа и поражение.
fide-scoring-bye-over-win = В режиме ФИДЕ бай по жеребьёвке не может стоить больше победы.
fide-scoring-bye-standard = В режиме ФИДЕ при подсчёте 1 – ½ – 0 бай по жеребьёвке стоит 1, ½ или 0.
fide-configuration-confirm = Туры уже разведены, а эти изменения меняют жеребьёвку или подсчёт очков:
fide-configuration-consequences = Уже разведённые туры остаются как есть, хотя их разводили по прежним настройкам. Изменение записывается как нарушение целостности жеребьёвки: в журнал и строкой «### Configuration» в файл TRF для ФИДЕ, у которой оно может вызвать вопросы.
fide-configuration-understood = Я прочитал(а) это и хочу внести изменение
fide-configuration-last-step = Последний шаг: сохраните, чтобы внести изменения и записать их.
fide-configuration-save = Сохранить и записать изменение
audit-fide-mode-left = Вышел из режима ФИДЕ в туре { $round }, навсегда
audit-fide-mode-left-before = Вышел из режима ФИДЕ до 1-го тура, навсегда
audit-breach-recorded = Записано для ФИДЕ (строка ### в TRF): { $kind }, тур { $round }
fide-configuration-paired-otherwise = По новым настройкам голландская система развела бы эти туры иначе: { $rounds }. Они остаются как были, а в строке TRF об этом сказано.
fide-configuration-below = Ещё не сохранено: подтвердите изменение числа туров или очков над кнопкой «Сохранить».
fide-prohibitions-locked = В режиме ФИДЕ запрещённые пары вводят или удаляют только до жеребьёвки 1-го тура.
fide-acceleration-locked = В режиме ФИДЕ ускорение и виртуальные очки задают только до жеребьёвки 1-го тура.
fide-result-old-round = В режиме ФИДЕ результаты меняют только в последнем сыгранном туре (тур { $round }) и в туре перед ним.
tiebreaks-last-step = Последний шаг: показатели станут такими: { $list }, а изменение будет записано.
fide-tiebreaks-rr-buchholz = В режиме ФИДЕ круговой турнир ранжируют без показателей семейства Бухгольца (C.07, ст. 8): уберите { $codes }.
fide-record-title = Записано для ФИДЕ
fide-record-none = Пока ничего: настройки жеребьёвки и очков после жеребьёвки тура не менялись, результаты не исправлялись, туры не импортировались.
fide-record-intro = Каждая строка записывается в конец файла TRF турнира, как ФИДЕ требует для событий, нарушающих целостность жеребьёвки:
breach-left_fide_mode = выход из режима ФИДЕ
breach-configuration = изменение настроек жеребьёвки или очков
breach-correction = исправление результата
breach-import = импорт туров
breach-mpa = пары, составленные вручную
breach-tiebreaks = изменение дополнительных показателей
warn-colours-against-both = { $white } получает белые, а { $black } чёрные, хотя каждый ждёт другого цвета: обмен цветами устроил бы обоих.
