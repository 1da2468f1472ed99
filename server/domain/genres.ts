// Genres as words: fb2 files name their genres by code (`prose_rus_classic`, `sf_space`, and the
// codes of the big Russian libraries such as `history_russia`), which an audiobook's genre tag
// must not show. Codes become their Russian or English names; a code not in the table is named by
// its family (the part before the first `_`); text that is not a code is kept as written.

type Names = readonly [ru: string, en: string];

const GENRES: Record<string, Names> = {
  // Prose and classics
  prose: ['Проза', 'Fiction'], prose_classic: ['Классическая проза', 'Classic fiction'], prose_history: ['Историческая проза', 'Historical fiction'],
  prose_contemporary: ['Современная проза', 'Contemporary fiction'], prose_counter: ['Контркультура', 'Counterculture'],
  prose_rus_classic: ['Русская классическая проза', 'Russian classics'], prose_su_classics: ['Советская классическая проза', 'Soviet classics'],
  prose_military: ['Военная проза', 'War fiction'], prose_abs: ['Фантасмагория', 'Absurdist fiction'], prose_neformatny: ['Неформатная проза', 'Experimental fiction'],
  prose_epic: ['Эпопея', 'Epic'], prose_magic: ['Магический реализм', 'Magical realism'], prose_game: ['Игры', 'Games'],
  literature_18: ['Классическая проза XVIII века', '18th-century fiction'], literature_19: ['Классическая проза XIX века', '19th-century fiction'],
  literature_20: ['Классическая проза XX века', '20th-century fiction'], literature_classics: ['Классическая литература', 'Classic literature'],
  literature_rus_classsic: ['Русская классика', 'Russian classics'], literature_rus_classic: ['Русская классика', 'Russian classics'],
  literature_history: ['Историческая литература', 'Historical literature'], literature_war: ['Литература о войне', 'War literature'],
  literature_short: ['Рассказы', 'Short stories'], literature_poetry: ['Поэзия', 'Poetry'], literature_drama: ['Драматургия', 'Drama'],
  russian_contemporary: ['Современная русская литература', 'Contemporary Russian fiction'], narrative: ['Повествование', 'Narrative'],
  short_story: ['Рассказ', 'Short story'], sketch: ['Очерк', 'Sketch'], essays: ['Эссе', 'Essays'], epistolary_fiction: ['Эпистолярная проза', 'Epistolary fiction'],
  great_story: ['Повесть', 'Novella'], story: ['Малые литературные формы', 'Short fiction'], aphorism_quote: ['Афоризмы и цитаты', 'Aphorisms and quotes'],
  beginning_authors: ['Начинающие авторы', 'New authors'], unrecognised: ['Неотсортированное', 'Unsorted'], other: ['Прочее', 'Other'],
  // Poetry and drama
  poetry: ['Поэзия', 'Poetry'], dramaturgy: ['Драматургия', 'Drama'], humor_verse: ['Юмористические стихи', 'Humorous verse'],
  child_verse: ['Детские стихи', 'Children\'s verse'], foreign_poetry: ['Зарубежная поэзия', 'Foreign poetry'], foreign_dramaturgy: ['Зарубежная драматургия', 'Foreign drama'],
  // Adventure
  adventure: ['Приключения', 'Adventure'], adv_animal: ['Природа и животные', 'Nature and animals'], adv_geo: ['Путешествия и география', 'Travel and geography'],
  adv_history: ['Исторические приключения', 'Historical adventure'], adv_maritime: ['Морские приключения', 'Sea adventure'], adv_western: ['Вестерн', 'Western'],
  adv_indian: ['Приключения про индейцев', 'Frontier adventure'],
  // Detective and thriller
  detective: ['Детектив', 'Mystery'], det_action: ['Боевик', 'Action'], det_classic: ['Классический детектив', 'Classic mystery'],
  det_crime: ['Криминальный детектив', 'Crime'], det_espionage: ['Шпионский детектив', 'Espionage'], det_hard: ['Крутой детектив', 'Hardboiled'],
  det_history: ['Исторический детектив', 'Historical mystery'], det_irony: ['Иронический детектив', 'Comic mystery'], det_police: ['Полицейский детектив', 'Police procedural'],
  det_political: ['Политический детектив', 'Political thriller'], det_maniac: ['Детектив про маньяков', 'Serial killer mystery'], det_cozy: ['Уютный детектив', 'Cozy mystery'],
  thriller: ['Триллер', 'Thriller'],
  // Science fiction and fantasy
  sf: ['Научная фантастика', 'Science fiction'], sf_action: ['Боевая фантастика', 'Military science fiction'], sf_cyberpunk: ['Киберпанк', 'Cyberpunk'],
  sf_detective: ['Детективная фантастика', 'Science fiction mystery'], sf_fantasy: ['Фэнтези', 'Fantasy'], sf_heroic: ['Героическая фантастика', 'Heroic fantasy'],
  sf_history: ['Альтернативная история', 'Alternate history'], sf_horror: ['Ужасы и мистика', 'Horror'], sf_humor: ['Юмористическая фантастика', 'Humorous science fiction'],
  sf_social: ['Социальная фантастика', 'Social science fiction'], sf_space: ['Космическая фантастика', 'Space opera'], sf_etc: ['Фантастика', 'Speculative fiction'],
  sf_epic: ['Эпическая фантастика', 'Epic science fiction'], sf_postapocalyptic: ['Постапокалипсис', 'Post-apocalyptic'], sf_mystic: ['Мистика', 'Supernatural'],
  sf_stimpank: ['Стимпанк', 'Steampunk'], sf_fantasy_city: ['Городское фэнтези', 'Urban fantasy'], sf_technofantasy: ['Технофэнтези', 'Science fantasy'],
  city_fantasy: ['Городское фэнтези', 'Urban fantasy'], dragon_fantasy: ['Фэнтези про драконов', 'Dragon fantasy'], fantasy_fight: ['Боевое фэнтези', 'Sword and sorcery'],
  historical_fantasy: ['Историческое фэнтези', 'Historical fantasy'], humor_fantasy: ['Юмористическое фэнтези', 'Humorous fantasy'], magician_book: ['Магическое фэнтези', 'Magic fantasy'],
  russian_fantasy: ['Славянское фэнтези', 'Slavic fantasy'], popadanec: ['Попаданцы', 'Portal fantasy'], vampire_book: ['Вампиры', 'Vampire fiction'],
  love_sf: ['Любовная фантастика', 'Science fiction romance'], child_sf: ['Детская фантастика', 'Children\'s science fiction'], foreign_sf: ['Зарубежная фантастика', 'Foreign science fiction'],
  foreign_fantasy: ['Зарубежное фэнтези', 'Foreign fantasy'],
  // Romance
  love: ['Любовный роман', 'Romance'], love_contemporary: ['Современный любовный роман', 'Contemporary romance'], love_detective: ['Остросюжетный любовный роман', 'Romantic suspense'],
  love_erotica: ['Эротика', 'Erotica'], love_fantasy: ['Любовное фэнтези', 'Fantasy romance'], love_history: ['Исторический любовный роман', 'Historical romance'],
  love_short: ['Короткий любовный роман', 'Short romance'], foreign_love: ['Зарубежный любовный роман', 'Foreign romance'],
  // Humour
  humor: ['Юмор', 'Humour'], humor_anecdote: ['Анекдоты', 'Jokes'], humor_prose: ['Юмористическая проза', 'Humorous fiction'], humor_satire: ['Сатира', 'Satire'],
  // Children
  children: ['Детская литература', 'Children\'s books'], child_adv: ['Детские приключения', 'Children\'s adventure'], child_det: ['Детский детектив', 'Children\'s mystery'],
  child_education: ['Детская образовательная литература', 'Children\'s education'], child_prose: ['Детская проза', 'Children\'s fiction'], child_tale: ['Сказка', 'Fairy tale'],
  child_folklore: ['Детский фольклор', 'Children\'s folklore'], foreign_children: ['Зарубежная детская литература', 'Foreign children\'s books'],
  // Antiquity and folklore
  antique: ['Старинная литература', 'Ancient literature'], antique_ant: ['Античная литература', 'Classical antiquity'], antique_east: ['Древневосточная литература', 'Ancient Eastern literature'],
  antique_european: ['Европейская старинная литература', 'Old European literature'], antique_myths: ['Мифы и легенды', 'Myths and legends'], antique_russian: ['Древнерусская литература', 'Old Russian literature'],
  folklore: ['Фольклор', 'Folklore'], folk_tale: ['Народные сказки', 'Folk tales'], epic: ['Былины', 'Epic poetry'],
  // Foreign fiction
  foreign_action: ['Зарубежный боевик', 'Foreign action'], foreign_adventure: ['Зарубежные приключения', 'Foreign adventure'], foreign_antique: ['Зарубежная старинная литература', 'Foreign ancient literature'],
  foreign_contemporary: ['Зарубежная современная проза', 'Foreign contemporary fiction'], foreign_contemporary_lit: ['Зарубежная современная литература', 'Foreign contemporary literature'],
  foreign_detective: ['Зарубежный детектив', 'Foreign mystery'], foreign_humor: ['Зарубежный юмор', 'Foreign humour'], foreign_novel: ['Зарубежный роман', 'Foreign novel'],
  foreign_prose: ['Зарубежная классическая проза', 'Foreign classics'], foreign_other: ['Зарубежное', 'Foreign'], foreign_publicism: ['Зарубежная публицистика', 'Foreign journalism'],
  // History and non-fiction
  history: ['История', 'History'], history_russia: ['История России', 'Russian history'], history_world: ['Всемирная история', 'World history'],
  history_ancient: ['История древнего мира', 'Ancient history'], history_europe: ['История Европы', 'European history'], history_military: ['Военная история', 'Military history'],
  nonfiction: ['Документальная литература', 'Non-fiction'], nonf_biography: ['Биографии и мемуары', 'Biography and memoir'], nonf_criticism: ['Критика', 'Criticism'],
  nonf_publicism: ['Публицистика', 'Journalism'], nonf_military: ['Военная документалистика', 'Military non-fiction'], military_special: ['Военное дело', 'Military science'],
  travel_notes: ['Путевые заметки', 'Travel writing'], geo_guides: ['Путеводители', 'Travel guides'], geography_book: ['География', 'Geography'],
  // Science and education
  science: ['Научная литература', 'Science'], sci_biology: ['Биология', 'Biology'], sci_chem: ['Химия', 'Chemistry'], sci_culture: ['Культурология', 'Cultural studies'],
  sci_history: ['История', 'History'], sci_juris: ['Юриспруденция', 'Law'], sci_linguistic: ['Языкознание', 'Linguistics'], sci_math: ['Математика', 'Mathematics'],
  sci_medicine: ['Медицина', 'Medicine'], sci_philosophy: ['Философия', 'Philosophy'], sci_phys: ['Физика', 'Physics'], sci_politics: ['Политика', 'Politics'],
  sci_religion: ['Религиоведение', 'Religious studies'], sci_tech: ['Технические науки', 'Technology'], sci_psychology: ['Психология', 'Psychology'],
  sci_economy: ['Экономика', 'Economics'], sci_popular: ['Научно-популярная литература', 'Popular science'], pedagogy_book: ['Педагогика', 'Education'],
  // Psychology, religion, home
  psy_alassic: ['Классики психологии', 'Classic psychology'], psy_childs: ['Детская психология', 'Child psychology'], psy_generic: ['Психология', 'Psychology'],
  psy_personal: ['Личностный рост', 'Self-help'], psy_sex_and_family: ['Семейная психология', 'Family psychology'], psy_social: ['Социальная психология', 'Social psychology'],
  psy_theraphy: ['Психотерапия', 'Psychotherapy'], religion: ['Религия', 'Religion'], religion_esoterics: ['Эзотерика', 'Esoterics'], religion_rel: ['Религия', 'Religion'],
  religion_self: ['Самосовершенствование', 'Self-improvement'], home: ['Дом и семья', 'Home and family'], home_cooking: ['Кулинария', 'Cooking'], home_health: ['Здоровье', 'Health'],
  // Reference, business, arts
  reference: ['Справочная литература', 'Reference'], ref_dict: ['Словари', 'Dictionaries'], ref_encyc: ['Энциклопедии', 'Encyclopedias'], ref_guide: ['Руководства', 'Guides'],
  ref_ref: ['Справочники', 'Handbooks'], economics: ['Экономика', 'Economics'], management: ['Менеджмент', 'Management'], marketing: ['Маркетинг', 'Marketing'],
  computers: ['Компьютеры', 'Computing'], visual_arts: ['Изобразительное искусство', 'Visual arts'], music_dancing: ['Музыка и танцы', 'Music and dance'],
  cinema_theatre: ['Кино и театр', 'Film and theatre'], design: ['Дизайн', 'Design'], architecture_book: ['Архитектура', 'Architecture'],
};

/** Names of code families, for codes the table does not know. */
const FAMILIES: Record<string, Names> = {
  prose: GENRES.prose!, literature: ['Литература', 'Literature'], sf: GENRES.sf!, det: GENRES.detective!, love: GENRES.love!, adv: GENRES.adventure!,
  child: GENRES.children!, humor: GENRES.humor!, antique: GENRES.antique!, foreign: ['Зарубежная литература', 'Foreign literature'], history: GENRES.history!,
  nonf: GENRES.nonfiction!, sci: GENRES.science!, psy: GENRES.psy_generic!, religion: GENRES.religion!, home: GENRES.home!, ref: GENRES.reference!,
  comp: GENRES.computers!, poetry: GENRES.poetry!, folk: GENRES.folklore!, thriller: GENRES.thriller!,
};

const looksLikeCode = (s: string) => /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/.test(s);

/** One genre (a code or words) as words in `language` (`ru`, else English). */
export function genreName(genre: string, language: string): string {
  const g = genre.trim();
  if (!looksLikeCode(g)) return g;
  const names = GENRES[g] ?? FAMILIES[g.split('_')[0]!];
  if (!names) return '';
  return language === 'ru' ? names[0] : names[1];
}

/** A book's genres (comma-separated codes or words) as words, without repeats. */
export function genreWords(genres: string, language: string): string {
  const out: string[] = [];
  for (const part of genres.split(/[,;]/)) {
    const name = genreName(part, language);
    if (name && !out.includes(name)) out.push(name);
  }
  return out.join(', ');
}
