# Русский: слова, которые sheetdoku печатает на страницах и пишет в `explain` и `hint`.
# Сообщение, которого здесь нет, печатается по-английски. Заполнители { $name } оставьте.
#
# Словарь приёмов (названия, принятые у русскоязычных решателей):
#   hidden single = скрытая одиночка, naked single = открытая одиночка,
#   pair / triple / quad = пара / тройка / четвёрка (открытая, скрытая),
#   pointing / claiming = указание / сокращение, X-Wing = X-крыло,
#   Swordfish = рыба-меч, Jellyfish = медуза, Skyscraper = небоскрёб,
#   2-String Kite = воздушный змей, unique rectangle = уникальный
#   прямоугольник, strong link = сильная связь, chain = цепь, forcing
#   chains = форсирующие цепи, colouring = раскраска; BUG+1 и ALS-XZ
#   остаются по-английски.

## Worksheet
worksheet-default-title = Судоку
# A class set's page of one version: "Sudoku, version A".
worksheet-title-version = { $title }, вариант { $version }
worksheet-name-date = Имя: ________________________________     Дата: ________________
page-sudokupad = На планшете: отсканируй код, чтобы решать это судоку в SudokuPad.
# The name and date labels alone, for a page too narrow for the line above (the lines are drawn after them).
worksheet-name = Имя:
worksheet-date = Дата:
worksheet-level = Уровень: { $level }
answers-hardest-step = Самый трудный шаг каждой задачи
answers-title = { $title }: ответы
answers-legend = Данные цифры каждой задачи жирным чёрным, цифры, которые вписывают ученики, синим.
answers-copy = задача { $puzzle }, копия { $copy }
page-footer = Страница { $page } из { $count }

## Levels
level-easy = лёгкий
level-medium = средний
level-hard = сложный
level-expert = экспертный
level-fiendish = дьявольский
level-extreme = экстремальный

## Variant titles: "9x9 Jigsaw Sudoku X"
title-sudoku = Судоку
title-windoku = Виндоку
title-jigsaw-sudoku = Судоку-пазл
title-jigsaw-windoku = Виндоку-пазл
title-with-extra = { $name } с дополнительными областями
title-killer = Киллер-{ $name }
title-kropki = Кропки-{ $name }
title-xv = XV-{ $name }
title-greater = Больше-меньше-{ $name }
title-even-odd = Чёт-нечет-{ $name }
title-thermo = Термо-{ $name }
title-whispers = Шёпот-{ $name }
title-palindrome = Палиндром-{ $name }
title-arrow = Стрелочный { $name }
title-little-killer = Малый киллер-{ $name }
title-sandwich = Сэндвич-{ $name }
title-renban = Ренбан-{ $name }
title-antiknight = Антиконь-{ $name }
title-antiking = Антикороль-{ $name }

## Units, joined into "row, column and block"
unit-row = строка
unit-column = столбец
unit-block = блок
unit-region = область
unit-diagonal = диагональ
unit-extra-block = дополнительный блок
unit-cage = группа
units-and = { $list } и { $last }
units-or = { $list } или { $last }

## Units named where a pupil finds them on the page
name-row = строка { $label }
name-column = столбец { $label }
names-rows = строки { $list }
names-columns = столбцы { $list }
name-block = блок { $number }
name-block-top-left = левый верхний блок
name-block-top-middle = средний верхний блок
name-block-top-right = правый верхний блок
name-block-middle-left = левый средний блок
name-block-middle-middle = центральный блок
name-block-middle-right = правый средний блок
name-block-bottom-left = левый нижний блок
name-block-bottom-middle = средний нижний блок
name-block-bottom-right = правый нижний блок
name-block-of = блок строк { $r1 }-{ $r2 } и столбцов { $c1 }-{ $c2 }
name-region-with = область с клеткой { $cell }
name-main-diagonal = главная диагональ
name-anti-diagonal = побочная диагональ
name-extra = дополнительный блок { $number }
name-cage = группа с суммой { $sum } в клетке { $cell }
name-cage-no-total = группа без суммы в клетке { $cell }
name-sandwich = сэндвич-сумма { $sum } ({ $line })
# A rule named in explain, hint, check and the Model sheet (the cells of a mark; a line's or a sum's first and last cell).
name-anti-knight = правило хода коня
name-anti-king = правило хода короля
name-even = серый квадрат в клетке { $cell }
name-odd = серый круг в клетке { $cell }
name-kropki-white = белая точка между { $a } и { $b }
name-kropki-black = чёрная точка между { $a } и { $b }
name-x = X между { $a } и { $b }
name-v = V между { $a } и { $b }
name-greater = знак { $a } > { $b }
name-no-white = правило без белой точки между { $a } и { $b }
name-no-black = правило без чёрной точки между { $a } и { $b }
name-no-x = правило без X между { $a } и { $b }
name-no-v = правило без V между { $a } и { $b }
name-thermo = термометр от { $first } до { $last }
name-whisper = зелёная линия от { $first } до { $last }
name-palindrome = серая линия (палиндром) от { $first } до { $last }
name-renban = сиреневая линия от { $first } до { $last }
name-arrow = стрелка от { $first } до { $last }
name-little-killer = диагональ с суммой { $sum } от { $first } до { $last }
names-extra = дополнительные блоки { $list }

## The rules line under each grid, one message per part of the variant
rules-fill = Впишите в пустые клетки цифры от 1 до { $n }: { $parts }.
rules-blocks = в каждой строке, каждом столбце и каждом блоке { $box } каждая цифра встречается ровно один раз
rules-regions = в каждой строке, каждом столбце и каждой обведённой области каждая цифра встречается ровно один раз
rules-diagonals = так же и на каждой из двух закрашенных диагоналей
rules-windows = так же и в каждом закрашенном окне
rules-extra = так же и в каждой закрашенной дополнительной области
rules-cages = цифры в каждой пунктирной группе дают в сумме маленькое число в её углу и не повторяются
rules-kropki = цифры, соединённые белой точкой, идут подряд, чёрной точкой — одна вдвое больше другой
rules-xv = цифры, соединённые X, дают в сумме 10, соединённые V — 5
rules-no-white = две соседние цифры без белой точки между ними не идут подряд
rules-no-black = из двух соседних цифр без чёрной точки между ними ни одна не вдвое больше другой
rules-no-x = две соседние цифры без X между ними не дают в сумме 10
rules-no-v = две соседние цифры без V между ними не дают в сумме 5
rules-greater = каждый знак указывает от большей цифры к меньшей
rules-even-odd = в сером квадрате стоит чётная цифра, в сером круге — нечётная
rules-thermo = цифры на каждом термометре возрастают от его колбы
rules-whispers = соседи на каждой зелёной линии различаются не меньше чем на половину наибольшей цифры с округлением вверх (5 на 9x9)
rules-palindrome = каждая серая линия читается одинаково с обоих концов
rules-arrow = цифры вдоль каждой стрелки в сумме дают число в её кружке (на стрелке цифры могут повторяться)
rules-little-killer = цифры на каждой диагонали, отмеченной маленьким числом со стрелкой, в сумме дают это число (цифры могут повторяться)
rules-sandwich = число слева от строки или над столбцом — сумма цифр между 1 и самой большой цифрой этой строки или столбца (0, если они стоят рядом)
rules-renban = цифры на каждой сиреневой линии различны и образуют ряд последовательных чисел в любом порядке
rules-antiknight = в клетках, отстоящих на ход шахматного коня, никогда нет одинаковых цифр
rules-antiking = в клетках, отстоящих на ход шахматного короля (соприкасающихся, хотя бы углом), никогда нет одинаковых цифр

## The Play sheet and the P sheets
play-legend = { $legend }.
play-screen-note = Цифра становится красной, как только она повторяется в одной из единиц ({ $units }). Эта клетка показывает «{ $solved }», когда сетка заполнена и ничего не повторяется.
play-locked-note = Данные цифры заблокированы, вписывать можно только в пустые клетки (Сервис > Защитить лист, без пароля, снимает блокировку).
play-names-note = Клетки называются по буквам над сеткой и цифрам слева от неё (E5: столбец E, строка 5), так их называют подсказки и оценки; поле имени в Calc показывает другие адреса.
status-solved = решено
status-not-started = не начато
status-no-clash = пока без конфликтов
status-cage-broken = сумма группы неверна
status-mark-broken = знак между двумя клетками нарушен
status-parity-broken = в чётной или нечётной клетке стоит цифра другого рода
status-line-broken = линия нарушена
status-sum-broken = сумма нарушена
status-sandwich-broken = сэндвич-сумма нарушена
status-clash = конфликт
status-not-a-digit = в красной клетке стоит не цифра сетки
check-not-a-digit = Это не цифра этой сетки
check-enter-digit = Введите целое число от 1 до { $n } или оставьте клетку пустой.
check-hint = цифры от 1 до { $n }; красный: конфликт
check-hint-units = цифры от 1 до { $n }; красный: конфликт (группа: { $units })
own-sheet-which = Задача { $number } есть и на странице рабочего листа: пишите цифры либо здесь, либо там, но не в обоих местах (оценивается только одно из них).

## The legend under the grids
legend-givens = Данные цифры жирным чёрным
legend-solved = найденные цифры синим
legend-diagonals = диагонали закрашены жёлтым
legend-extra = дополнительные блоки закрашены синим
legend-extra-short = дополнительные блоки синим
legend-overlap = зелёным, где они пересекаются
legend-dropped = отброшенные данные цифры красным

## The Solution sheet
solution-title = Решение
solution-dropped-title = Решения нет: сетка, сохраняющая больше всего данных цифр, отброшенные цифры красным
solution-dropped-cages-title = Решения нет: сетка, сохраняющая больше всего данных цифр и сумм групп; отброшенное перечислено ниже
solution-none-title = Решения нет
unique-unknown = Единственность решения не проверялась.
unique-undecided = Единственность не доказана: лимит времени истёк раньше.
unique-yes = Решение единственное: никакая другая сетка не подходит к задаче.
unique-no = Решение НЕ единственное: другое решение отличается в { $count } клетках: { $cells }.
unique-instead = { $cell } ({ $there } вместо { $here })
dropped-givens = Отброшенные данные цифры, { $count } из { $givens }: { $cells }.
dropped-shown = { $cell } (дано { $given }, показано { $shown })
dropped-given = { $cell } (дано { $given })
dropped-cages = Отброшенные суммы групп, { $count } из { $cages }: { $list }.
dropped-cage = { $cage } (её цифры здесь дают в сумме { $total })
list-and-more = { $list } и ещё { $count }

## The marks of a class
marks-title = Оценки: { $title }
marks-date = Проверено { $date }
marks-date-format = %d.%m.%Y
summary-number = №
summary-puzzle = задача
summary-status = состояние
summary-givens = данные цифры
summary-solution = решение
summary-pages = Листы решений S1–S{ $pages } показывают первые { $pages } задач; остальные есть только в этом списке.
summary-solved = решена
summary-solved-unique = решена, решение единственное
summary-solved-not-unique = решена, решение НЕ единственное
summary-solved-undecided = решена, единственность не доказана (ограничение времени)
summary-no-solution = решения нет
summary-error = не решена: { $error }
summary-line = строка { $line }
summary-sheet = лист { $sheet }
model-title = Бинарная линейная модель задачи по Пешко (как в Sudoku.ods): все левые части, целевая функция и S — живые формулы
model-subtitle = максимизировать (1) Σ c_ijk·x_ijk при условиях: в каждой клетке одна цифра, в каждой группе (строка, столбец, блок, диагональ, дополнительный блок) каждая цифра один раз; x_ijk ∈ {"{"}0, 1{"}"}
model-layer = слой k
model-row-column = строка i \ столбец j
model-c-title = C: c_ijk = 1, если клетка (i, j) листа A содержит k (данные цифры)
model-x-title = x: x_ijk = 1, если клетка (i, j) содержит k (изменяемые ячейки)
model-cells = (5) Σ_k x_ijk = 1: в каждой клетке одна цифра
model-s = S: s_ij = Σ_k k·x_ijk (решение)
model-units = (2)-(4), (7)-(9) Σ x_ijk по каждой группе = 1: в каждой группе каждая цифра один раз; строка блока суммирует x клеток, чья метка на листе B совпадает с меткой блока ((4) с b_ij; метки от 1 до n), строка дополнительного блока — клеток листа B2, так что после перерисовки карты и нового запуска Решателя решается новая задача ((8) — побочная диагональ, Σ x(i, n+1−i, k) = 1; в статье напечатано Σ x(10−i, 10−i, k), что повторило бы главную диагональ (7))
model-unit-digit = группа \ цифра k
model-objective = (1) целевая функция Σ c_ijk·x_ijk → max
model-givens = данные цифры Σ c_ijk
model-broken = невыполненные условия
model-again = чтобы решить снова
model-again-how = Сервис > Решатель (LibreOffice Calc) с такими параметрами:
model-target = целевая ячейка
model-target-value = { $cell } (максимум)
model-variables = изменяемые ячейки
model-variables-value = { $range }, целые от 0 до 1 (в CoinMP быстрее, чем двоичные)
model-constraints = ограничения
model-constraints-value = { $cells } = 1 и { $units } = 1 (сохранены: LibreOffice 25.2 и Excel загружают их в Решатель)
model-constraints-cages-value = { $cells } = 1, { $units } = 1, { $digits } <= 1 и { $gaps } = 0 (сохранены: LibreOffice 25.2 и Excel загружают их в Решатель)
model-constraints-marks = Также { $marks } <= 0 (знаки между клетками).
model-constraints-sums = Также { $sums } = 0 (стрелки и малые киллеры).
model-constraints-sandwiches = Также { $sandwiches } <= 0 (сэндвич-суммы).
model-cages = группы: Σ x_ijk по группе <= 1 для каждой цифры k (цифры не повторяются) и Σ k·x_ijk по группе (сумма s_ij её клеток) = S, её сумма
model-cage-digit = группа \ цифра k
model-cage-no-total = без суммы
model-marks = знаки между клетками: x_ijk одной клетки минус Σ x цифр, которые знак допускает с k в другой клетке, <= 0 (цифре нужна пара)
model-mark-digit = знак (клетка) \ цифра k
model-sums = суммы: стрелки и малые киллеры, Σ w·k·x − S = 0 (стержень стрелки +1, её кружок −1; диагональ малого киллера +1 и S её число)
model-sandwiches = сэндвич-суммы: для каждого места 1 и n в линии, клетки между которыми могут дать число S, ±(Σ k·x − S) − M·(2 − x₁ − xₙ) <= 0 (сумма между ними равна S, когда там стоят 1 и n)
marks-file = файл ученика
marks-puzzle = задача
marks-sheet = проверенная сетка
marks-filled-heading = заполнено
marks-right = верно
marks-clashes = конфликты
marks-wrong = неверно
marks-bad = не цифра
marks-verdict = итог
marks-note = примечание
marks-filled = { $typed } из { $to_fill }
marks-summary = Итого: { $summary }
marks-files = { $count ->
    [one] { $count } файл
    [few] { $count } файла
   *[other] { $count } файлов
}, { $grids }
marks-grids = { $count ->
    [one] { $count } сетка
    [few] { $count } сетки
   *[other] { $count } сеток
}: { $verdicts }
marks-no-grid = ни одна сетка не проверена
marks-unmarked = { $count ->
    [one] { $count } файл не проверен
    [few] { $count } файла не проверены
   *[other] { $count } файлов не проверено
}
marks-missing = отсутствующие сетки: { $count }
marks-repeated = файлы, указанные повторно (учтены один раз): { $count }
marks-repeats = тот же файл, что и { $file }: учтён один раз, там
marks-other-worksheet = не копия этого рабочего листа: ни в одной его сетке нет данных чисел ни одной задачи из { $key }
marks-same-content = то же содержимое, что и { $first }: проверьте, не сдали ли эти ученики один файл
marks-no-grid-found = не найдена ни одна сетка из его листа Key (листы удалены или изменены данные числа)
marks-key-without-key = здесь нет ключа для оценки (скрытый лист Key): укажите в --key файл учителя, записанный командой worksheet, generate или solve -o
marks-solved-own-key = примечание: { $count } сеток оценено по решениям, вычисленным из файлов учеников (в них нет решений); надёжнее check --key файл-учителя returned/*, так как ученик может изменить скрытые листы
verdict-solved = решено
verdict-other-solution = верное решение, но не то, что в ключе
verdict-not-started = не начато
verdict-keep-going = продолжайте
verdict-wrong-digits = неверные цифры
verdict-clash = конфликт
verdict-not-marked = не проверено
verdict-missing = отсутствует
verdict-repeated = повтор, учтён один раз

## The solving path: the Steps sheet, `explain` and `hint`
steps-title = Путь решения: { $summary }
steps-note = Каждый шаг использует самый простой работающий приём; клетки названы как на листе Play.
path-summary = { $level } (оценка { $rating }, { $technique })
path-solved = Решено.
path-stuck = Тупик: ни один приём больше не работает; дальше решать можно только перебором.
explain-stuck-candidates = Кандидаты там, где приёмы останавливаются (в каждой клетке):
explain-stuck-true = Настоящие кандидаты: цифра единственного решения в каждой клетке, где кроме неё остались и другие кандидаты:
explain-stuck-answer-hint = (`--show-answer-candidates` добавляет настоящих кандидатов: цифру решения в каждой клетке, где кроме неё остались и другие кандидаты.)
path-contradiction = Данные цифры противоречат друг другу: у задачи нет решения.
hardest-then-search = После последнего логического шага задача требует перебора.
intro-candidates = Кандидаты (пометки карандашом) — это цифры, которые клетка ещё может содержать: те, которых ещё нет в её группах ({ $units }).
intro-remove = Впишите их мелко в каждую пустую клетку; «уберите 6 из E6» значит вычеркнуть 6 среди пометок клетки E6.
intro-places = Здесь каждый шаг вписывает цифру.
intro-even-odd = Клетка с серым квадратом начинает только со своих чётных цифр, клетка с серым кругом — с нечётных; после этого ни одному приёму квадраты и круги не нужны.
intro-sandwich = Ни одна техника не использует суммы между 1 и наибольшей цифрой: шаги ниже используют только остальные правила, а где помогла бы лишь такая сумма, решение сообщает, что застряло.
marks-sheet-title = Знаки больше-меньше и чётные/нечётные клетки задачи на листе A: каждый серый квадрат ниже — клетка задачи; знаки пишите в квадраты и между ними.
marks-sheet-signs = Между двумя квадратами рядом пишите < или >, раскрытым к большей цифре; между двумя квадратами один над другим пишите ^ (верхняя цифра меньше) или v (верхняя цифра больше).
marks-sheet-even-odd = В квадрат пишите Ч для чётной цифры (серый квадрат) или Н для нечётной (серый круг).
marks-sheet-rest = Остальные места оставьте пустыми: всё другое отклоняется с указанием ячейки. Ненужные примеры знаков удалите.
marks-sheet-even-letter = Ч
marks-sheet-odd-letter = Н
step-hidden-single-in = Скрытая одиночка: { $unit } — цифра { $digit } может стоять только в { $cell }.
step-hidden-single = Скрытая одиночка: цифра { $digit } может стоять только в { $cell }.
step-naked-single = Открытая одиночка: в { $cell } может стоять только { $digit }: все остальные цифры уже есть в { $units } этой клетки.
step-once = { $name } (оценка { $rating }): { $body }.
step-twice = { $name } (дважды, оценка { $rating }): { $body }.
step-times = { $name } ({ $count } раз, оценка { $rating }): { $body }.
step-more = ещё того же рода ({ $count }): { $deductions }
deduce-remove = уберите { $list }
deduce-from = { $digits } из { $cells }
deduce-place = впишите { $digit } в { $cell }
hint-single = ищите приём: { $technique } (есть один для цифры { $digit }).
hint-removes = ищите приём: { $technique } (оценка { $rating }), который убирает цифру { $digits }.
hint-removes-at = ищите приём: { $technique } (оценка { $rating }), который убирает кандидатов из { $cell }.
hint-single-at = ищите приём: { $technique } в { $cell }.
hint-changes = ищите приём: { $technique } (оценка { $rating }); он меняет { $cells }.
hint-mistake = сначала ошибка: { $what }.
hint-no-solution = сначала ошибка: из этой сетки нельзя прийти к решению; несколько цифр неверны.
hint-wrong-digit = сначала ошибка: { $digit } в { $cell } неверна (с ней у сетки нет решения).
hint-one-is-wrong = сначала ошибка: у сетки нет решения; одна из этих цифр неверна: { $cells }.
hint-solved = сетка заполнена и не нарушает ни одного правила: решено!
hint-other-solution = сетка заполнена и не нарушает ни одного правила: верное решение, но не то, что в ключе (у задачи их несколько).
hint-stuck = здесь не работает ни один приём: следующий шаг требует перебора.

## Techniques: the names of crates/core/src/rate/technique.rs, as pupils read them
technique-HiddenSingleInBlock = скрытая одиночка в блоке
technique-HiddenSingleInLine = скрытая одиночка в строке или столбце
technique-DirectPointing = прямое указание (pointing)
technique-DirectClaiming = прямое сокращение (claiming)
technique-DirectHiddenPair = прямая скрытая пара
technique-NakedSingle = открытая одиночка
technique-CageCombination = комбинация группы
technique-MarkPartners = партнёры знака
technique-SumLimits = границы суммы
technique-RenbanRuns = ряды ренбана
technique-CagePointing = указание в группе
technique-RuleOf45 = правило 45
technique-RuleOf45Lines = правило 45 для нескольких строк
technique-DirectHiddenTriple = прямая скрытая тройка
technique-Pointing = указание (pointing)
technique-Claiming = сокращение (claiming)
technique-NakedPair = открытая пара
technique-XWing = X-крыло
technique-HiddenPair = скрытая пара
technique-NakedTriple = открытая тройка
technique-Swordfish = рыба-меч
technique-HiddenTriple = скрытая тройка
technique-Skyscraper = небоскрёб
technique-TwoStringKite = воздушный змей
technique-TurbotFish = тюрбо (Turbot Fish)
technique-XYWing = XY-крыло
technique-GroupedStrongLinks = две сильные связи с группами
technique-WWing = W-крыло
technique-XYZWing = XYZ-крыло
technique-WXYZWing = WXYZ-крыло
technique-UniqueRectangle = уникальный прямоугольник
technique-NakedQuad = открытая четвёрка
technique-Jellyfish = медуза
technique-HiddenQuad = скрытая четвёрка
technique-ThreeStrongLinks = три сильные связи
technique-FinnedSwordfish = рыба-меч с плавником
technique-FinnedJellyfish = медуза с плавником
technique-VWXYZWing = VWXYZ-крыло
technique-BugPlusOne = BUG+1
technique-SimpleColouring = простая раскраска
technique-XChain = X-цепь
technique-GroupedXChain = X-цепь с группами
technique-Aic = цепь чередующихся выводов (AIC)
technique-GroupedAic = цепь чередующихся выводов с группами
technique-AlsXz = ALS-XZ
technique-ForcingChains = форсирующие цепи
technique-DynamicForcingChains = динамические форсирующие цепи
technique-DynamicForcingChainsPlus = динамические форсирующие цепи (+)
technique-NestedForcingChains = вложенные форсирующие цепи

## Words of the patterns' descriptions in the steps ("pivot E5 (1,3), pincers ...")
note-so = поэтому
note-and = и
note-or = или
note-on = по цифре
note-in = в
note-of = в группе
note-with = с
note-within = в группе
note-over = над
note-both = и
note-cells = клетки
note-pivot = центр
note-pincers = клешни
note-fin = плавник
note-fins = плавники
note-hold = содержат
note-holds = содержит
note-hold-only = содержат только
note-hold-one-of = содержат одну из
note-they-hold = они содержат
note-and-only = и только
note-one-of = одно из
note-only-in = только в
note-only-at = только в
note-or-at = или в
note-can-only-go-in = могут стоять только в
note-lies-only-in = лежит только в
note-has-it-only-in = имеет её только в
note-has-it-only-at = имеет её только в
note-is-not-confined-to-one-unit = не ограничена одной группой
note-see-each-other = видят друг друга
note-that-see = которые видят
note-leaves-the-cells-of = уходит из клеток групп
note-if-no-fin-holds = если ни один плавник её не содержит
note-it-is-a = это
note-joined-by-the-strong-link = связанные сильной связью
note-type-1 = тип 1
note-type-2 = тип 2
note-type-3-on = тип 3 на цифрах
note-type-4 = тип 4
note-every-empty-cell-has-two-candidates-but = в каждой пустой клетке два кандидата, кроме
note-has-three-places-in-each-of-its-units = имеет три места в каждой из своих групп
note-its-conjugate-pairs-colour = её сопряжённые пары окрашивают
note-one-way-and = одним цветом, а
note-the-other = другим
note-one-colour-holds = один цвет содержит
note-every-cell-that-sees-both-colours-loses-it = каждая клетка, видящая оба цвета, её теряет
note-of-the-first-colour-see-each-other = первого цвета видят друг друга
note-of-the-second-colour-see-each-other = второго цвета видят друг друга
note-the-first-colour-cannot-hold = первый цвет не может содержать
note-the-second-colour-cannot-hold = второй цвет не может содержать
note-almost-locked-sets = почти закрытые множества
note-with-restricted-common = с общей ограниченной цифрой
note-its-places-see-each-other = её места видят друг друга
note-one-set-lacks = одному множеству не хватает
note-and-holds-all-its-other-digits-among-them = и оно содержит все остальные свои цифры, среди них
note-every-candidate-of = каждый кандидат клетки
note-every-place-of = каждое место цифры
note-leads-to = ведёт к
note-lead-to = ведут к
note-leads-to-both = ведёт и к

# The heading above the answer key's notes when a puzzle has more than one solution.
answers-notes = Замечания к задачам
worksheet-no-solution = У этой задачи нет решения.
worksheet-several-solutions = У этой задачи больше одного решения.

# A broken rule found by check, named with its cells (a unit, or a killer cage and its sum).
conflict-none = { $unit }: ни в одной клетке нет { $digit }
conflict-one = { $unit }: в { $cell } стоит { $digit }
conflict-two = { $unit }: в { $a } и { $b } стоит { $digit }
conflict-many = { $unit }: в { $cells } и { $last } стоит { $digit }
conflict-sum-over-one = { $cage }: в { $cells } стоит { $total }, больше суммы
conflict-sum-over = { $cage }: { $cells } дают в сумме { $total }, больше заданной суммы
conflict-sum-full = { $cage } заполнена, сумма { $total } ({ $cells })
conflict-mark = { $a } ({ $x }) и { $b } ({ $y }) нарушают { $mark }
conflict-no-white = в { $a } и { $b } стоят { $x } и { $y }, идущие подряд, но между ними нет белой точки
conflict-no-black = в { $a } и { $b } стоят { $x } и { $y }, одна вдвое больше другой, но между ними нет чёрной точки
conflict-no-x = в { $a } и { $b } стоят { $x } и { $y } с суммой 10, но между ними нет X
conflict-no-v = в { $a } и { $b } стоят { $x } и { $y } с суммой 5, но между ними нет V
conflict-total-full = { $rule }: сумма { $total }, а не { $target }
conflict-total-partial = { $cells } нарушают { $rule }: никакие цифры в пустых клетках не дадут нужную сумму
conflict-sandwich-full = { $line }: цифры между 1 и { $top } в сумме дают { $total }, а не { $sum }
conflict-sandwich-partial = { $line }: клетки между 1 и { $top } ({ $count }) пока дают { $total } и не могут дать { $sum }
conflict-parity-even = в { $cell } стоит { $digit }, нечётная цифра, а её серый квадрат требует чётную
conflict-parity-odd = в { $cell } стоит { $digit }, чётная цифра, а её серый круг требует нечётную
conflict-knight = { $a } и { $b } отстоят на ход коня, и в обеих стоит { $digit }
conflict-king = { $a } и { $b } отстоят на ход короля, и в обеих стоит { $digit }
conflict-size = сетка { $found }x{ $found }, а головоломка { $expected }x{ $expected }

# Killer notes in explain and hint: a cage (named before) and its combinations; the innies and outies of units (named after).
note-mark-no-partner = оставляет эти цифры без пары в
note-sum-other-cells = по наименьшим и наибольшим цифрам, которые могут стоять в остальных клетках суммы,
note-sum-range = может содержать только от { $low } до { $high }
note-sum-only = может содержать только { $digit }
note-sum-none = остальные клетки суммы не оставляют ни одной цифры для
note-renban-runs = на линии { $count ->
    [one] { $count } последовательная цифра
    [few] { $count } последовательные цифры
   *[other] { $count } последовательных цифр
}, и пометки её клеток допускают только { $runs ->
    [one] ряд
   *[other] ряды
}
note-renban-needs = каждый ряд, который допускают пометки её клеток, содержит { $digit }, и только
note-renban-needs-end = может её содержать
note-cage-can-only-hold = (клеток: { $count }) может содержать только { $combinations }
note-cage-must-hold = должна содержать { $digit } ({ $combinations }), в клетках
note-innies-of = внутренние клетки —
note-outies-of = внешние клетки —
note-cell-holds = содержит { $sum }
note-cells-add-up-to = дают в сумме { $sum }

# The Calc extension's menu and dialogs
# ext-*: the words of the extension itself (its menu, dialogs and messages),
# shown as they are, so no { $variables } in them. report-*: the lines
# `check --json` writes for the extension's Check my grid dialog.
ext-menu = Судоку
ext-menu-solve = Решить эту задачу
ext-menu-check = Проверить мою сетку
ext-menu-hint-1 = Подсказка: где искать
ext-menu-hint-2 = Подсказка: какие клетки
ext-menu-hint-3 = Подсказка: весь шаг
ext-menu-explain = Объяснить решение
ext-menu-worksheet = Новые задачи / рабочий лист...
ext-menu-mark = Проверить сданные файлы...
ext-menu-template = Пустой шаблон...
ext-hint-title-1 = Судоку: подсказка, где искать
ext-hint-title-2 = Судоку: подсказка, какие клетки
ext-hint-title-3 = Судоку: подсказка, весь шаг
ext-explain-title = Судоку: путь решения
ext-template-title = Судоку: пустой шаблон
ext-worksheet-title = Судоку: новые задачи и рабочий лист
ext-progress-title = Судоку: составление задач
ext-progress-made = Готово задач:
ext-progress-cancelling = Отмена: готовые задачи сохраняются.
ext-files-title = Сданные книги для проверки
ext-files-filter = Электронные таблицы
ext-label-variant = Вариант
ext-label-size = Размер
ext-label-difficulty = Сложность
ext-label-count = Число задач
ext-label-per-page = Задач на странице
ext-label-copies = Копий каждой
ext-label-title = Заголовок
ext-label-symmetry = Симметрия
ext-button-make = Создать рабочий лист
ext-button-open = Открыть шаблон
ext-button-cancel = Отмена
ext-button-close = Закрыть
ext-variant-standard = Судоку
ext-variant-x = Судоку X (диагонали)
ext-variant-windoku = Виндоку
ext-variant-windoku-x = Виндоку X
ext-variant-jigsaw = Судоку-пазл
ext-variant-jigsaw-x = Судоку-пазл X
ext-level-any = любой
ext-symmetry-none = нет
ext-symmetry-rotate180 = поворот на 180°
ext-symmetry-rotate90 = поворот на 90°
ext-symmetry-mirror = зеркальная
ext-symmetry-diagonal = по диагонали
ext-missing = Программа sheetdoku не найдена: эта копия расширения собрана для этого компьютера без неё. Установите sheetdoku так, чтобы она была в PATH, или задайте в переменной окружения SHEETDOKU_BIN полный путь к программе, затем перезапустите LibreOffice.
ext-not-a-program = Переменная окружения SHEETDOKU_BIN указывает на файл, который не является запускаемой программой:
ext-failed = sheetdoku не смог это выполнить:
ext-solve-nothing = Решение не записано.
ext-solve-no-solution = У этой задачи нет решения.
ext-solve-dropped = У этой задачи нет решения. Книга показывает сетку, сохраняющую больше всего данных цифр; отброшенные данные цифры выделены красным:
ext-solve-not-unique = У задачи больше одного решения; книга показывает одно из них.
ext-check-nothing = Нечего проверять: на этом листе не найдено ни одной сетки.
ext-check-coloured = Красные клетки: конфликты; жёлтые клетки: неверные цифры. Изменённая клетка теряет цвет; цвета не сохраняются в файле и исчезнут при следующей проверке.
ext-check-not-found = Сетки этих задач не найдены на их листах, поэтому ни одна их клетка не окрашена:
ext-hint-nothing = Подсказки нет: на этом листе не найдено ни одной задачи.
ext-explain-nothing = Нечего объяснять: на этом листе не найдено ни одной задачи.
ext-worksheet-nothing = Ни одна задача не готова.
ext-worksheet-two-files = Открылись два окна: рабочий лист для учеников (без ответов) и копия для учителя с ответами (лист Answers). Сохраните копию для учителя: по ней проверяют работы.
ext-mark-see-note = У файлов, которые не удалось проверить, причина указана в столбце «примечание».
ext-menu-mark-folder = Проверить папку сданных файлов...
ext-menu-copies = Копии этой задачи...
ext-copies-title = Судоку: копии этой задачи
ext-label-killer = Клетки киллера
ext-menu-help = Справка
ext-folder-title = Папка сданных книг для проверки
ext-mark-folder-empty = В этой папке нет книг (.ods или .xlsx) для проверки:
# The marks workbook's name: the teacher's file's name, a hyphen and this word (no / or \ or : in it).
ext-marks-file = оценки
ext-mark-saved = Оценки сохранены в файле:
ext-help-title = Судоку: справка
ext-help =
    Решить эту задачу: решение открывается в новом окне; ваш файл не меняется.
    Проверить мою сетку: конфликтующие цифры становятся красными, неверные — жёлтыми.
    Подсказка: три уровня, от того, где искать, до целого шага.
    Объяснить решение: каждый шаг словами.
    Новые задачи / рабочий лист: открываются два окна, рабочий лист для учеников и ваша копия с ответами. Сохраните свою копию: по ней проверяются работы.
    Проверка: откройте свою копию с ответами и выберите «Проверить сданные файлы» (файлы учеников) или «Проверить папку»; оценки сохраняются рядом с вашей копией.
    Пустой шаблон: пустая сетка, в которую вы вписываете свою задачу.
    Если на листе несколько сеток, сначала выделите нужную.
report-verdict-solved = решено (полностью, ни одно правило не нарушено)
report-verdict-other-solution = верное решение, но не то, что в ключе (у задачи несколько решений)
report-verdict-not-started = не начато (ещё не вписано ни одной цифры)
report-verdict-keep-going-right = продолжайте (пока верно { $right } из { $to_fill }, осталось заполнить { $left })
report-verdict-keep-going = продолжайте (осталось заполнить клеток: { $left }, пока ни одно правило не нарушено)
report-verdict-wrong-digits = неверные цифры (конфликтов пока нет, но некоторые цифры расходятся с ключом)
report-verdict-clash = конфликт (цифра дважды в строке, столбце или блоке, или нарушена сумма группы)
report-filled-empty = заполнено { $typed } из { $to_fill } пустых клеток
report-filled = заполнено { $typed } из { $to_fill } клеток
report-clash = конфликт: { $conflict }
report-wrong-digits = { $count ->
    [1] неверная цифра
   *[other] неверные цифры
}: { $cells }
report-differs = отличается от ключа в { $cells }
report-counted = засчитано: { $sheet } (больше вписанных цифр); { $others }, не засчитано
report-also-holds = { $sheet } тоже содержит вписанные цифры: { $count }
report-bad-cell = { $cell } содержит { $found }, а не { $expected }: считается ошибкой
report-found-at = { $name } найдена в { $at } (не там, где её помещает рабочий лист)
report-missing = не найдено в файле: { $names } (лист удалён или изменены данные числа)
report-undecided = не проверено: сетка в { $at } подходит и к этой задаче, и к задаче { $puzzles } (у них одинаковое решение), и по файлу не видно, какая это; верните её туда, где был { $name } (имя и место листа), и проверьте снова

# Killer notes: cage splitting and combinations across cages.
technique-CageSplitting = разбиение группы
technique-CageSplittingLines = разбиение группы для нескольких строк
technique-CombinationClash = конфликт комбинаций
technique-LockedDigitAcrossCages = запертая цифра в двух группах
note-less = без
note-group-must-hold = и должны содержать { $digit } ({ $combinations }), в клетках
note-clash-cannot-hold = не может содержать { $dropped }: при любой из них не остаётся ни одной комбинации для области
note-pair-must-hold = каждая пара их совместимых комбинаций содержит { $digit }, в клетках
technique-CagePermutations = перестановки в клетке
note-cage-placements = содержит { $combinations }, и ни одна расстановка этих цифр по кандидатам её клеток не ставит туда эти цифры
technique-InniesOutiesSums = внутренние и внешние клетки нескольких областей
note-sum-of = правило 45 для
note-sum-cannot = так как видящие друг друга клетки не повторяют цифр, никакие другие цифры этих клеток не дают эту сумму
# The worksheet and generate commands: the two files they write; solve's pupil copy.
written-pupils-teacher = файл для учеников: { $pupils }; файл для учителя с ответами: { $teacher } (сохраните его для проверки)
written-pupil-copy = копия для учеников без ответов: { $file }

# Why a naked single holds at its step: the kinds of unit that hold the other digits,
# as they follow the preposition of step-naked-single ("already in its { $units }"); the steps above.
in-unit-row = строке
in-unit-column = столбце
in-unit-block = блоке
in-unit-region = области
in-unit-diagonal = диагонали
in-unit-extra-block = дополнительном блоке
in-unit-cage = группе
step-naked-single-steps = Открытая одиночка: в { $cell } может стоять только { $digit }: остальные цифры исключены предыдущими шагами.
step-naked-single-mixed = Открытая одиночка: в { $cell } может стоять только { $digit }: каждая другая цифра уже есть в { $units } этой клетки или исключена предыдущими шагами.
hidden-single-in-row = скрытая одиночка в строке
hidden-single-in-column = скрытая одиночка в столбце
hidden-single-in-block = скрытая одиночка в блоке
hidden-single-in-region = скрытая одиночка в области
hidden-single-in-diagonal = скрытая одиночка на диагонали
hidden-single-in-extra-block = скрытая одиночка в дополнительном блоке
decimal-separator = ,

# hint and explain on a pupil's file; soundness; the labels of puzzles; the terminal marks and check summary (counts with their plurals);
# how digits are listed: a list of candidates ("3, 5": never "3,5" where the comma is the decimal one) and a cage's combination ("1+9").
pupil-read-sheet = прочитан лист { $sheet } (ученик вписал { $count ->
    [one] { $count } цифру
    [few] { $count } цифры
   *[other] { $count } цифр
})
pupil-wrong-digit = цифра в { $cell } неверна (в ключе другая)
pupil-wrong-digits = цифры в { $cells } неверны (в ключе другие)
explain-start-without = { $wrong }; шаги начинаются без { $count ->
    [one] неё
   *[other] них
}
explain-start-from-givens = { $clashes }; шаги начинаются с данных цифр
sound-no-solution-drop = нет решения: без { $items } решение есть
sound-no-grid = нет решения: ни одна сетка не соблюдает эти правила при любых данных цифрах (проверьте карту блоков)
sound-no-grid-cages = нет решения: ни одна сетка не соблюдает эти правила при любых данных цифрах (проверьте карту блоков и группы)
sound-several = несколько решений: два из них различаются в { $cells } (данная цифра в одной из этих клеток исключит одно из них)
label-puzzle = задача { $number }
label-line = строка { $line }
marks-count-solved = { $count ->
    [one] { $count } решённая
    [few] { $count } решённые
   *[other] { $count } решённых
}
marks-count-other-solution = { $count } с верным решением, но не из ключа
marks-count-not-started = { $count ->
    [one] { $count } не начатая
    [few] { $count } не начатые
   *[other] { $count } не начатых
}
marks-count-keep-going = { $count } в работе
marks-count-wrong-digits = { $count } с неверными цифрами
marks-count-clash = { $count } с конфликтом
marks-count-no-solution = { $count } без решения
marks-count-several-solutions = { $count } с несколькими решениями
marks-not-ours = это не книга, записанная sheetdoku (нет листа Play и листа P1)
marks-class-work = работа класса
marks-written = результаты записаны в { $file }
check-verdict-line = итог: { $verdict }
report-verdict-clash-plain = конфликт (цифра дважды в строке, столбце или блоке)
digit-list-separator = { ", " }
combination-separator = { "+" }

# A grid printed on a page, named in the marks, check, hint and explain: "Worksheet 9x9 (puzzle 2)" (the sheet's name stays as its tab shows it); check on one file.
grid-on-page = { $sheet } (задача { $number })
check-file-sheet = { $file }, лист { $sheet }
check-no-answer = нет сохранённого решения, поэтому проверяются только конфликты
shape-summary = { $title } ({ $details })
shape-blocks = блоки { $rows }x{ $cols }
shape-irregular = нерегулярные области
shape-extra-blocks = { $count ->
    [one] { $count } дополнительный блок
    [few] { $count } дополнительных блока
   *[other] { $count } дополнительных блоков
}
shape-cages = { $count ->
    [one] { $count } группа
    [few] { $count } группы
   *[other] { $count } групп
}
check-unsound = пока ни одно правило не нарушено, но у этих данных цифр { $flaw }
check-unsound-cages = пока ни одно правило не нарушено, но у этих данных цифр и групп { $flaw }

# What a repair of a puzzle without solution drops: "the givens at C4 and F7 (2 of 30)", "(1 of 30 cages, 1 of 3 givens)".
drop-givens = { $count ->
    [one] данной цифры в { $cells }
   *[other] данных цифр в { $cells }
}
drop-of = { $dropped } из { $total }
drop-cages-of = { $dropped } из { $total ->
    [one] { $total } группы
   *[other] { $total } групп
}
drop-givens-of = { $dropped } из { $total ->
    [one] { $total } данной цифры
   *[other] { $total } данных цифр
}

# The solve command's terminal lines.
solve-presolve = предобработка: распространение и пробы заполнили { $fixed } из { $empty } пустых клеток до BLP
solve-unique-not-checked = единственность: не проверена, поиск второго решения занял более { $seconds } с (--unique доказывает её разрезом Пешко)
solve-unique-undecided = единственность: не доказана, лимит времени наступил раньше
solve-unique-cut = единственность: доказана разрезом Пешко, второго решения нет (всего { $time })
solve-unique-engine = единственность: доказана поиском собственного движка по модели, второго решения нет (всего { $time })
solve-unique-yes = единственность: да, собственный поиск не нашёл второго решения
solve-not-unique = не единственно ({ $time }): второе решение отличается в { $count } клетках: { $cells } (отмечены *)
solve-not-unique-more = не единственно ({ $time }): второе решение отличается в { $count } клетках: { $cells } и ещё { $more } (отмечены *)
wrote-file = записано: { $file }
solve-summary = { $source }: { $variant }, { $givens ->
    [one] { $givens } данная цифра
    [few] { $givens } данные цифры
   *[other] { $givens } данных цифр
}
solve-headline-presolve = Решено: предобработка (распространение и пробы) заполнила сетку, ЛП не понадобилось ({ $time })
solve-headline-solver = Решено БЛП с помощью { $solver } за { $time } { $model }
solve-headline-how = Решено БЛП за { $time }: { $how } { $model }
solve-model = ({ $variables } переменных, { $constraints } ограничений, целевая функция { $objective } = данные цифры)
solve-how-lp = метод ветвей и границ на ЛП-релаксации { $solver }
solve-how-search = метод ветвей и границ с распространением, ЛП не понадобилось
solve-how-engine = поиск собственного движка в предобработанной модели, ЛП не понадобилось
solve-how-presolve = предобработка, ЛП не понадобилось
solve-no-solution = Решения нет
solve-no-solution-dropping = Нет решения: без { $items } решение есть
solve-keeping-givens = решения нет; сетка, сохраняющая больше всего данных цифр (убранные данные цифры отмечены *):
solve-keeping-cages = решения нет; сетка, сохраняющая больше всего данных цифр и групп (убранные данные цифры и клетки убранных групп отмечены *):
solve-dropped-cage = убрана: { $cage } ({ $cells }): её цифры дают здесь сумму { $sum }

## solve on a file of many puzzles: a line per puzzle and the summary
solve-batch-not-solved = { $puzzle }: не решена: { $why }
solve-batch-stopped = остановлено клавишами Ctrl-C
solve-batch-time-limit = истекло ограничение времени
solve-batch-error = { $puzzle }: ошибка: { $error }
solve-batch-by-presolve = предобработкой, ЛП не понадобилось
solve-batch-by-blp = БЛП с решателем { $solver }
solve-batch-solved = решена { $how }, { $time }
solve-batch-solved-unique = решена { $how }, решение единственное, { $time }
solve-batch-solved-not-unique = решена { $how }, решение НЕ единственное, { $time }
solve-batch-solved-undecided = решена { $how }, единственность не доказана (ограничение времени), { $time }
solve-batch-no-solution = решения нет, { $time }
solve-batch-summary = { $puzzles ->
    [one] { $puzzles } задача
    [few] { $puzzles } задачи
   *[other] { $puzzles } задач
}: решено { $solved } (из них { $presolve } одной предобработкой), без решения { $unsolved }
solve-batch-not-unique = не единственно: { $count }
solve-batch-failed = с ошибкой: { $count }
solve-batch-not-in-time = не решено вовремя: { $count }
solve-batch-not-before-stop = не решено до Ctrl-C: { $count }
solve-batch-undecided = единственность не доказана вовремя: { $count }
solve-batch-threads = { $time } на { $threads ->
    [one] { $threads } потоке
   *[other] { $threads } потоках
}
solve-batch-wrote-lines = записано: { $file } (одно решение на строку)
solve-batch-wrote-book = записано: { $file } (лист Summary, { $pages ->
    [one] лист решения S1
   *[other] листы решений S1–S{ $pages }
})

## marking a class set: a file whose version is not decided
marks-several-versions = цифры вписаны в задачи вариантов { $versions }: перечислены все задачи файла
marks-version-undecided = по файлу не видно, какой вариант ({ $versions }) был у ученика: перечислены все задачи

## where a puzzle was read, and what is wrong with an input (the terminal's messages)
location-sheet = лист '{ $sheet }'
location-cell = ячейка { $cell }
location-range = диапазон { $range }
location-line = строка { $line }
location-input = ввод
input-empty-file = файл пуст
input-unknown-extension = неизвестный тип файла '{ $extension }' (допустимы: .ods, .xlsx, .xlsm, .xls, .xlsb, .txt, .sdk, .ss, .text, .csv, .json)
input-not-a-spreadsheet = это не читаемая электронная таблица: { $why }
input-password = книга защищена паролем; сохраните незащищённую копию
input-missing-sheet = нет листа с именем '{ $name }' (листы: { $sheets })
input-bad-range = неверный диапазон: { $why }
input-no-grid = сетка задачи не найдена: { $why }
input-several-grids = подходит несколько сеток; выберите одну: { $choices }
input-ambiguous = цифры в { $block } подходят к нескольким сеткам, и ничто на листе (рамка вокруг сетки, подпись, размер) не говорит, к какой; выберите одну: { $choices }
input-several-puzzles = { $count ->
    [one] { $count } задача
    [few] { $count } задачи
   *[other] { $count } задач
} в файле ({ $names }); { $remedy }
input-merged = объединённые ячейки { $cells } внутри сетки; разъедините их, чтобы в каждой ячейке была одна цифра
input-not-square = в сетке { $rows ->
    [one] { $rows } строка
    [few] { $rows } строки
   *[other] { $rows } строк
} и { $cols ->
    [one] { $cols } столбец
    [few] { $cols } столбца
   *[other] { $cols } столбцов
}; сетка задачи должна быть квадратной
input-bad-cell = содержит { $found }; ожидается { $expected }
input-bad-digit = содержит { $found }; ожидается цифра от 1 до { $size } или пустая ячейка
input-bad-symbol = содержит { $found }; ожидается цифра от 1 до { $size } (или 1–9 и A–{ $last }) или пустая ячейка
input-too-large = слишком большой: { $why }
io-not-found = файла нет
io-permission-denied = доступ запрещён
flag-give-blocks = укажите карту блоков (лист B, таблица с подписью B или --blocks)
flag-give-extra = укажите дополнительные блоки (лист B2 или --extra)
flag-choose-range = выберите сетку с помощью --puzzle 'ЛИСТ!ДИАПАЗОН'
flag-choose-puzzle = выберите одну с помощью --puzzle ИМЯ или НОМЕР
flag-read-sheet = целиком его можно прочитать с --puzzle { $sheet }
read-grid-found = сетка { $range }, { $how }
read-from-borders = найдена по рамке
read-from-label = найдена по подписи над ней
read-from-sheet-edge = найдена по краю листа
read-from-surroundings = найдена по размеру и окружающим ячейкам
read-note = прочитано: { $what }
cli-error = ошибка
read-unused-blocks = { $place } содержит также карту блоков { $range }, которая не используется ({ $remedy })
read-unused-extra = { $place } содержит также дополнительные блоки { $range }, которые не используются ({ $remedy })
read-unused-grid = { $place } содержит также другую сетку { $range }, которая не читается ({ $remedy })
flag-use-blocks = { $flag } использует её
flag-use-extra = { $flag } использует их
flag-use-grid = { $flag } читает её

# The terminal lines of `rate`.
rate-solved = { $level } (оценка { $score }, { $technique })
rate-nothing = { $level } (оценка { $score }, решать нечего)
rate-stuck = { $level } (без оценки: приёмы застревают, нужен перебор)
rate-contradiction = { $level } (нет решения: данные цифры противоречат друг другу)
rate-givens = { $count ->
    [one] { $count } данная цифра
    [few] { $count } данные цифры
   *[other] { $count } данных цифр
}
rate-summary = Головоломки ({ $count }): { $parts }
rate-level = { $level }: { $count }
rate-without-solution = { $count } без решения
rate-several = { $count } с несколькими решениями

# Time limits: what was being done when the limit was reached, and the notes.
error-time-limit = истёк лимит времени { $seconds } с во время действия: { $doing }
error-cancelled = отменено во время действия: { $doing }
doing-reading = чтение файла { $file }
doing-solving = решение
doing-rating = оценка сложности
doing-starting = начало решения задачи
doing-probing = проверка кандидатов при предобработке
doing-second-solution = поиск второго решения
doing-offering-totals = подбор сумм для расположения групп
doing-counting = подсчёт решений (пока { $found }, { $nodes } узлов поиска)
doing-blp = решение бинарной программы решателем { $solver }
doing-blp-second = поиск второго решения решателем { $solver }
doing-blp-counting = подсчёт решений решателем { $solver } (пока { $found })
doing-repair = поиск сетки, сохраняющей больше всего данных цифр, решателем { $solver }
doing-shrinking = поиск сетки, сохраняющей больше всего данных цифр (сужение конфликта)
doing-repair-cores = поиск сетки, сохраняющей больше всего данных цифр (найдено конфликтов: { $conflicts }; убрать нужно не меньше { $dropped } из { $givens } данных цифр)
doing-repair-cores-cages = поиск сетки, сохраняющей больше всего данных цифр (найдено конфликтов: { $conflicts }; убрать нужно не меньше { $dropped } из { $givens } данных цифр и { $cages } групп)
doing-hitting = поиск наименьшего числа данных цифр, исключающих каждое другое найденное решение
doing-jigsaw-map = поиск случайной карты областей { $n }x{ $n }, допускающей решение
doing-generating = составление задачи (попытка { $attempt })
doing-generating-wanted = составление задачи { $wanted } (попытка { $attempt })
doing-generating-killer = составление киллер-судоку (попытка { $attempt })
want-level = уровня «{ $level }»
want-rating = с оценкой от { $min } до { $max }
want-givens = { $count ->
    [one] с { $count } данной цифрой
   *[other] с { $count } данными цифрами
}
want-rules = с правилами { $rules }
want-symmetry = с симметрией { $symmetry }
doing-writing-sheet = запись листа { $sheet }
doing-writing-sheet-of = запись листа { $number } из { $total }
doing-drawing = рисование изображений листа { $sheet }
doing-worksheet = запись рабочего листа ({ $what })
doing-worksheet-pages = запись рабочего листа (его страницы)
doing-worksheet-code = запись рабочего листа (код задачи { $number })
doing-checking-unique = проверка, что у задачи ровно одно решение
doing-checking-unique-at = проверка, что у { $at } ровно одно решение; ничего не записывается
doing-first-puzzle = решение первой задачи
doing-drop-givens = поиск данных цифр, которые нужно убрать из задачи без решения
note-time-limit-puzzles = истёк лимит времени { $seconds } с после { $done } из { $total } задач
note-time-limit-files = истёк лимит времени { $seconds } с после { $done } из { $total } файлов
note-stopped-puzzles = остановлено клавишами Ctrl-C после { $done } из { $total } задач
note-stopped-files = остановлено клавишами Ctrl-C после { $done } из { $total } файлов
note-unchecked = проверка, что у { $at } ровно одно решение, не завершилась
solve-time-limit-written = истёк лимит времени { $seconds } с до доказательства единственности; решение записано в { $file }
solve-time-limit-unproved = истёк лимит времени { $seconds } с до доказательства единственности
solve-time-limit-no-repair = истёк лимит времени { $seconds } с до того, как нашлась сетка, сохраняющая больше всего данных цифр
generate-unreached-rating = предупреждение: задачу с оценкой от { $min } до { $max } не удалось составить за лимит времени { $seconds } с; более сложным уровням нужно гораздо больше попыток: увеличьте --time-limit, попросите меньше задач или выберите более лёгкий уровень
generate-unreached-levels = предупреждение: не все запрошенные задачи (уровень { $levels }) удалось составить за лимит времени { $seconds } с; более сложным уровням нужно гораздо больше попыток: увеличьте --time-limit, попросите меньше задач или выберите более лёгкий уровень
generate-exhausted = задача { $geometry } не найдена за { $attempts } попыток; попробуйте другой уровень или число данных цифр, другую симметрию или больше попыток
generate-exhausted-wanted = задача { $geometry } { $wanted } не найдена за { $attempts } попыток; попробуйте другой уровень или число данных цифр, другую симметрию или больше попыток
generate-stopped-none = остановлено клавишами Ctrl-C до того, как была готова хоть одна задача; ничего не записано
generate-finished-none = ни одна задача не готова; увеличьте --time-limit или смягчите требования
wrote-puzzle-lines = записано: { $file } ({ $count ->
    [one] { $count } задача
    [few] { $count } задачи
   *[other] { $count } задач
}, по одной на строку)
wrote-generated-worksheet = записано: { $file } ({ $count ->
    [one] { $count } задача
    [few] { $count } задачи
   *[other] { $count } задач
}; решить одну: --puzzle P1, проверить копии учеников: sheetdoku check)
wrote-worksheet = записано: { $file } ({ $count ->
    [one] { $count } задача
    [few] { $count } задачи
   *[other] { $count } задач
})
wrote-template = записано: { $file } ({ $what })
kept-two-files = готовые задачи ({ $done }) записаны в { $file } и { $key }
kept-one-file = готовые задачи ({ $done }) записаны в { $file }
kept-printed = готовые задачи ({ $done }) выведены выше
kept-finished = готовые задачи ({ $done }) записаны

# Why a line of text is not a puzzle.
parse-unknown-level = неизвестный уровень '{ $name }' (допустимы: easy, medium, hard, expert, fiendish, extreme)
parse-unknown-variant = неизвестный вариант '{ $name }' (допустимы: standard, x, windoku, windoku-x, jigsaw, jigsaw-x; части можно сочетать, например jigsaw-windoku или extra-regions-x)
parse-not-square = число символов { $symbols } не даёт квадратной сетки (81 для 9x9, 256 для 16x16, ...)
parse-not-a-digit = '{ $symbol }' на позиции { $position } не является цифрой сетки { $size }x{ $size }
text-not-a-grid = число символов { $count } не даёт сетки (81 для 9x9, 256 для 16x16 или 9 строк по 9; числа, разделённые запятыми или пробелами, считаются по одному)
text-short-grid = строк: { $lines }, по { $width } символов; сетке { $width }x{ $width } нужно { $width } строк
text-size-asked = сетка { $n }x{ $n }, но запрошен размер { $want }x{ $want }
range-digit-at = в клетке { $cell } стоит { $digit }, цифры должны быть от 1 до { $size }
range-cells = сетке { $size }x{ $size } нужно { $cells } клеток, дано { $given }

# Remedies of errors: with the command's flags (flag-), or as steps in Calc for the extension (calc-).
flag-choose = выберите { $choice }
flag-choose-one-of = выберите одно: { $choices }
flag-or-size = или укажите размер ({ $sizes })
calc-choice-range = выделите { $range }
calc-choice-size = выделите ровно сетку { $n }x{ $n }
calc-or-size = или { $sizes }
calc-choose = { $choice } и выберите команду снова
calc-choose-one-of = выберите одно и затем команду снова: { $choices }
calc-give-blocks = добавьте лист с именем B с картой блоков и выберите команду снова
calc-give-extra = добавьте лист с именем B2 с дополнительными областями и выберите команду снова
calc-choose-range = выделите сетку задачи и выберите команду снова
calc-choose-puzzle = выделите сетку нужной задачи и выберите команду снова
calc-read-sheet = перейдите на лист { $sheet }, щёлкните одну клетку и выберите команду снова
calc-use-blocks = чтобы использовать её как карту блоков, переименуйте её лист в B
calc-use-extra = чтобы использовать их как дополнительные области, переименуйте их лист в B2
calc-use-grid = чтобы прочитать её, { $flag } и выберите команду снова

# The comment lines of generate's text: the heading (the puzzle's kind and the random seed), each puzzle's level, rating and givens.
generate-heading = { $puzzle } (зерно { $seed })
generate-heading-copies = копии из { $file }
generate-about = { $level } ({ $rating }), { $givens }
generate-comment = задача { $number }: { $about }
generate-original = задача { $number }, оригинал: { $line }
generate-copy = задача { $number }, копия { $copy }: { $level } ({ $rating })
generate-rating = оценка { $score }
generate-needs-search = нужен перебор

# Why a grid size, a block map or an extra region map cannot make a puzzle (read from a workbook or text).
geo-size = сетка { $n }x{ $n } не поддерживается (размеры от { $min } до { $max })
geo-no-box-shape = у сетки { $n }x{ $n } нет правильных блоков; укажите карту блоков (лист B)
geo-map-size-block = в карте блоков { $found } клеток, ожидается { $expected }
geo-map-size-extra = в карте дополнительных блоков { $found } клеток, ожидается { $expected }
geo-partition = карта блоков не делит сетку на { $n } областей по { $n } клеток: { $parts }
geo-partition-count = в карте блоков { $count } областей
geo-partition-region = в области { $label } { $count ->
    [one] { $count } клетка
    [few] { $count } клетки
   *[other] { $count } клеток
} ({ $cells })
geo-disconnected = область { $label } карты блоков не связна: { $cut } отрезано от { $first }
geo-extra-size = в дополнительном блоке { $label } { $count ->
    [one] { $count } клетка
    [few] { $count } клетки
   *[other] { $count } клеток
} ({ $cells }), а в каждом должно быть { $n }
geo-boxes-tile = блоки { $rows }x{ $cols } не покрывают сетку { $n }x{ $n }
geo-needs-block-map = варианту { $variant } нужна карта блоков
geo-needs-extra-map = варианту { $variant } нужна карта дополнительных блоков
geo-windoku-square = Виндоку нужны квадратные блоки (4x4, 9x9, 16x16, 25x25), а не { $n }x{ $n }
geo-rule = правило нельзя добавить: { $why }

# Why an f-puzzles or SudokuPad puzzle is refused: the rules it uses by their f-puzzles names.
fp-unsupported = в этой задаче есть { $rules }, чего sheetdoku не поддерживает
fp-negative-unsupported = в ней включено отрицательное правило для { $rules } ('negative'), чего sheetdoku не поддерживает
fp-drawings = в ней есть рисунки ({ $drawings }), смысл которых объясняют только её правила словами; их sheetdoku прочитать не может
# A cage layout (every cage without a total) given to solve or count: totals offered.
offer-layout = { $label }: ни у одной группы нет суммы (расположение групп); с этими суммами у головоломки одно решение:
offer-no-givens = одни суммы делают решение единственным, подсказки не нужны
offer-givens = добавлено подсказок: { $count } ({ $cells }); ни одну из них нельзя убрать, но, возможно, хватило бы меньшего числа других (не доказано, что их меньше всего)
offer-none = { $label }: ни у одной группы нет суммы, и ни одна сетка не подходит к этому расположению групп: суммы предложить нельзя

# Said when a worksheet prints fewer grids to a page than asked (large killers, whose cage sums need room).
note-fewer-per-page = примечание: киллеры { $size }x{ $size } печатаются по { $count } на страницу, а не по { $asked }: при { $asked } на страницу суммы их групп были бы слишком мелкими для чтения
