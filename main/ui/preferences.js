// The Preferences / About page (a local page of the desktop app, not the studio UI). It talks to
// main only through window.glavaPrefs (preferences-preload.cjs).
'use strict';

const WORDS = {
  en: {
    apiTitle: 'API for scripts', apiIntro: 'Scripts call the studio on this address with an API key in the x-api-key header.',
    openapi: 'OpenAPI description:', copy: 'Copy', keyName: 'Key name', keyScope: 'Scope', createKey: 'Create a key',
    keyOnce: 'Copy the key now: it is shown only once. Then try the command below in a terminal.',
    studioTitle: 'Studio', port: 'Port (empty: 7433 or a free one)', modelsDir: 'Models folder (empty: inside the data folder)',
    workers: 'Voice threads (empty: one per core)', restartNote: 'Saving a change here restarts the studio; voicing in progress continues after the restart.',
    save: 'Save', saved: 'Saved.', restarted: 'Saved; the studio restarted.', dataTitle: 'Data folder', open: 'Open', copied: 'Copied',
    defaultModels: 'default: ', version: 'Version ',
  },
  ru: {
    apiTitle: 'API для скриптов', apiIntro: 'Скрипты обращаются к студии по этому адресу, передавая ключ в заголовке x-api-key.',
    openapi: 'Описание OpenAPI:', copy: 'Копировать', keyName: 'Название ключа', keyScope: 'Доступ', createKey: 'Создать ключ',
    keyOnce: 'Скопируйте ключ сейчас: он показывается один раз. Затем проверьте команду ниже в терминале.',
    studioTitle: 'Студия', port: 'Порт (пусто: 7433 или свободный)', modelsDir: 'Папка моделей (пусто: в папке данных)',
    workers: 'Потоков озвучки (пусто: по числу ядер)', restartNote: 'Сохранение здесь перезапускает студию; начатая озвучка продолжится после перезапуска.',
    save: 'Сохранить', saved: 'Сохранено.', restarted: 'Сохранено; студия перезапущена.', dataTitle: 'Папка данных', open: 'Открыть', copied: 'Скопировано',
    defaultModels: 'по умолчанию: ', version: 'Версия ',
  },
};

const api = window.glavaPrefs;
let words = WORDS.en;
const $ = (id) => document.getElementById(id);

function show(view) {
  words = WORDS[view.lang] || WORDS.en;
  document.documentElement.lang = view.lang;
  for (const el of document.querySelectorAll('[data-t]')) el.textContent = words[el.dataset.t] || '';
  $('version').textContent = words.version + view.version;
  $('apiBase').textContent = view.effective.apiBase;
  $('openapiUrl').textContent = view.effective.openapiUrl;
  $('dataDir').textContent = view.effective.dataDir;
  $('port').value = view.settings.port === null ? '' : String(view.settings.port);
  $('port').placeholder = String(view.effective.port);
  $('modelsDir').value = view.settings.modelsDir || '';
  $('modelsDir').placeholder = words.defaultModels + view.effective.modelsDir;
  $('workers').value = view.settings.workers === null ? '' : String(view.settings.workers);
  $('workers').placeholder = String(view.effective.workers);
  $('portNote').hidden = !view.effective.portNote;
  $('portNote').textContent = view.effective.portNote || '';
}

function fieldErrors(errors) {
  for (const f of ['port', 'modelsDir', 'workers']) $(f + 'Error').textContent = (errors && errors[f]) || '';
  $('formError').hidden = !(errors && errors.form);
  $('formError').textContent = (errors && errors.form) || '';
}

$('settingsForm').addEventListener('submit', async (e) => {
  e.preventDefault();
  $('saved').textContent = '…';
  try {
    const r = await api.save({ port: $('port').value, modelsDir: $('modelsDir').value, workers: $('workers').value });
    if (!r.ok) {
      fieldErrors(r.errors);
      $('saved').textContent = '';
      return;
    }
    fieldErrors(null);
    show({ ...r.view, lang: document.documentElement.lang });
    $('saved').textContent = r.restart ? words.restarted : words.saved;
  } catch (err) {
    fieldErrors({ form: String(err && err.message ? err.message : err) });
    $('saved').textContent = '';
  }
});

$('keyForm').addEventListener('submit', async (e) => {
  e.preventDefault();
  $('keyError').hidden = true;
  try {
    const key = await api.createKey({ name: $('keyName').value, scope: $('keyScope').value });
    $('keySecret').textContent = key.secret;
    $('keyCurl').textContent = key.curl;
    $('keyResult').hidden = false;
  } catch (err) {
    $('keyError').textContent = String(err && err.message ? err.message : err);
    $('keyError').hidden = false;
  }
});

for (const button of document.querySelectorAll('[data-copy]')) {
  button.addEventListener('click', async () => {
    await api.copy($(button.dataset.copy).textContent);
    button.textContent = words.copied;
    setTimeout(() => { button.textContent = words.copy; }, 1500);
  });
}

$('openData').addEventListener('click', () => void api.openData());

api.load().then(show, (err) => {
  document.body.textContent = String(err && err.message ? err.message : err);
});
