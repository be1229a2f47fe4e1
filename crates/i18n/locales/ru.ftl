# Русский.

## Worksheet
worksheet-name-date = Имя: ________________________________     Дата: ________________
worksheet-level = Уровень: { $level }
answers-hardest-step = Самый трудный шаг каждой задачи

## Levels
level-easy = лёгкий
level-medium = средний
level-hard = сложный
level-expert = экспертный
level-fiendish = дьявольский
level-extreme = экстремальный

## Units
unit-row = строка
unit-column = столбец
unit-block = блок
unit-region = область
unit-diagonal = диагональ
unit-extra-block = дополнительный блок
units-and = { $list } и { $last }
units-or = { $list } или { $last }

## The Play sheet
play-fill-in = Заполните пустые клетки цифрами от 1 до { $n }: каждая { $units } содержит каждую цифру ровно один раз.
play-clash-note = { $legend }. Цифра становится красной, как только она повторяется в одной из единиц ({ $units }); на экране клетка справа от страницы показывает «{ $solved }», когда сетка заполнена и верна.
play-locked-note = Данные цифры заблокированы, вписывать можно только в пустые клетки (Сервис > Защитить лист, без пароля, снимает блокировку).

## Legend
legend-givens = Данные цифры жирным чёрным
legend-solved = найденные цифры синим
legend-diagonals = диагонали закрашены жёлтым
legend-extra = дополнительные блоки закрашены синим
legend-extra-short = дополнительные блоки синим
legend-overlap = зелёным, где они пересекаются
legend-dropped = отброшенные данные цифры красным

## Solution sheet
unique-unknown = Единственность решения не проверялась.
unique-undecided = Единственность не доказана: лимит времени истёк раньше.
unique-yes = Решение единственное: никакая другая сетка не подходит к задаче.
unique-no = Решение НЕ единственное: другое решение отличается в { $count } клетках: { $cells }.
dropped-givens = Отброшенные данные цифры, { $count } из { $givens }: { $cells }.

# The heading above the answer key's notes when a puzzle has more than one solution.
answers-notes = Замечания к задачам
