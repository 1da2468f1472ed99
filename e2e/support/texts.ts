// Books the specs create: short, so voicing takes seconds; mostly clear speakers (each of the three
// speaks once with a tag), and three lines of a three-way talk the program is unsure about (under review).
export const STORY = `Глава 1. Встреча

Иван вошёл в комнату. Было тихо, только часы стучали на стене.

— Привет, — сказал Иван. — Как дела?

— Хорошо, — ответила Мария. — А у тебя?

В дверь постучали, и вошёл Пётр с корзиной яблок.

— Угощайтесь, — сказал Пётр.

— Кто это принёс?

— Не знаю.

— А я знаю!

Мария улыбнулась и взяла яблоко.

Глава 2. Дорога

Утром они вышли в путь. Дорога была длинной и пыльной.

— Далеко ещё? — спросила Мария.

— Нет, уже близко, — ответил Иван.
`;

/** An English chapter for the check by ear (Debian's pocketsphinx recognizes English). */
export const GARDEN = `Chapter 1. The Garden

Alice walked into the garden. The roses were red and the grass was green.

"Who are you?" asked the Rabbit.

"I am Alice," she said. "I am looking for the Queen."

The Rabbit looked at his watch and ran away.
`;
