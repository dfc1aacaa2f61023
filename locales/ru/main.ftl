# arbiter — русский интерфейс.

nav-tournaments = Турниры
nav-users = Учётные записи
nav-login = Войти
nav-logout = Выйти

error-not-found = Такой страницы нет.
error-login-required = Сначала войдите.
error-forbidden = У вас нет прав на это действие. Изменять турнир могут только его судьи.
error-csrf = Форма устарела или отправлена не с этого сайта. Обновите страницу и повторите.
error-bad-form = Не удалось прочитать форму. Обновите страницу и повторите.
error-too-large = Слишком большой объём данных.
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
tournament-name = Название
tournament-place = Место
tournament-federation = Федерация
tournament-start = Дата начала
tournament-end = Дата окончания
tournament-dates = Даты
tournament-system = Система
tournament-rounds = Туры
tournament-rounds-hint = Для круговой системы число туров определяется числом участников при жеребьёвке.
tournament-time-control = Контроль времени
tournament-time-control-hint = Нотация ФИДЕ в секундах, например 40/5400+30:1800+30, или минуты+секунды: 90+30, 15+10, 3+2.
tournament-default-time = Допустимое опоздание
tournament-default-time-hint = Сколько минут игрок может опоздать (ФИДЕ 6.7); 0 — быть на месте к началу.
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
tab-standings = Таблица
tab-crosstable = Турнирная таблица

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
player-name-invalid = Укажите имя не длиннее 100 символов.
player-sex-invalid = Используйте m или w.
player-title-invalid = Неизвестное звание; используйте GM, IM, WGM, FM, WIM, CM, WFM или WCM.
player-rating-invalid = Укажите рейтинг от 0 до 3500.
player-fide-id-invalid = ФИДЕ ID — число до 11 цифр.
player-birth-date-invalid = Укажите дату в виде ГГГГ/ММ/ДД (или только год).
player-round-robin-fixed = Расписание кругового турнира уже составлено: добавлять участников нельзя.
player-withdraw = Выбытие
player-withdraw-from = Выбыл с тура
player-withdraw-hint = Оставьте пустым, чтобы вернуть игрока. В круговом турнире его несыгранные партии с этого тура засчитываются как неявки.
player-withdraw-invalid = Укажите номер тура.
player-withdrawn-from = выбыл с тура { $round }
action-edit = Изменить

import-title = Импорт участников из CSV
import-upload = Загрузка
import-help = Строка заголовка, затем по участнику в строке, через запятую или точку с запятой. Столбцы (name обязателен, остальные нет, в любом порядке):
import-file = Файл CSV
import-paste = или вставьте CSV сюда
import-check = Проверить
import-preview = Предпросмотр
import-line = Строка
import-status = Состояние
import-has-errors = В некоторых строках ошибки: ничего не будет импортировано, пока файл не исправлен.
import-confirm = { $count ->
    [one] Импортировать { $count } участника
   *[other] Импортировать участников: { $count }
}
import-empty = В файле нет участников.
import-no-name = В заголовке нет столбца name.
import-unknown-columns = Неизвестные столбцы: { $columns }.
import-malformed = Файл не является корректным CSV: { $reason }.
import-not-utf8 = Файл не в кодировке UTF-8. Сохраните его как «CSV UTF-8» и повторите.

arbiter-controls = Судья
arbiters-title = Судьи
arbiter-chief = главный судья
arbiter-add = Добавить судью
arbiter-unknown-user = Учётной записи с таким именем нет.
audit-title = Журнал изменений
audit-when = Когда
audit-who = Кто
audit-what = Действие
audit-subject = Объект
audit-before = Было
audit-after = Стало

pair-all-rounds = Провести жеребьёвку всех туров
pair-next-round = Жеребьёвка следующего тура
pair-too-few-players = Для кругового турнира нужно не менее 3 участников.
pair-already-paired = Жеребьёвка уже проведена.
pair-swiss-unavailable = Жеребьёвка по швейцарской системе пока недоступна.
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
standings-tiebreak-note = Игроки с равным числом очков делят место, пока не заданы дополнительные показатели.

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
end-insufficient_material = Мёртвая позиция, ни одна сторона не может поставить мат: ничья
end-seventyfive = 75 ходов без взятий и ходов пешкой: ничья
end-fivefold = Одна и та же позиция в пятый раз: ничья
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
conflict-move = Другой судья уже изменил эту партию. На доске текущая позиция; введите ход снова, если он ещё нужен.
takeback-nothing = Нет хода для отмены.
start-after-moves = Начальную позицию можно задать только до первого хода.
start-bad-fen = Неверная позиция: { $reason }.
pgn-after-moves = PGN можно импортировать только на доску без ходов.
pgn-one-game = Вставьте ровно одну партию.
pgn-invalid = Не удалось прочитать PGN: { $reason }.
pgn-illegal = Ход { $ply } ({ $move }) невозможен: { $reason } Ничего не импортировано.
