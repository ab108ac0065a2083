/**
 * The sentences of the command's errors in Turkish, by the keys of `errors-en.ts`, with the same
 * placeholders; options, codes, field names and file names are written as they are typed.
 * @module
 */
import type { CliErrorKey, CliLineKey, CliWordKey } from './errors-en.js';

/** The command's error sentences in Turkish. */
export const CLI_ERRORS_TR: { readonly [key in CliErrorKey]: string } = {
  'command-unknown': 'bilinmeyen komut {given} (komutlar: {commands}); bkz. russian-solitaire --help',
  'command-unknown-option': 'bilinmeyen seçenek {given} (komutlar: {commands}); bkz. russian-solitaire --help',
  'help-unknown': 'bilinmeyen komut {given} (komutlar: {commands})',
  'help-one-name': 'tek bir komut adı alır (komutlar: {commands})',
  'option-unknown-short': 'bilinmeyen seçenek {option}',
  'option-unknown': 'bilinmeyen seçenek {given} (bu komutun seçenekleri: {known})',
  'option-flag-value': '{option} bir bayraktır, değer almaz',
  'option-needs-value': '{option} bir değer ister',
  'option-cause': '{option}:',
  'number-not-whole': '{option} {min} ile {max} arasında bir tam sayı olmalı, {given} değil',
  'number-range': '{option} {min} ile {max} arasında olmalı, {given} değil',
  'lang-bad': '--lang en, ru, uk ya da tr olur, {given} değil',
  'rule-bad': '{option} classic (C) ya da relaxed (R) olur, {given} değil',
  'house-bad': '--house default ya da none olur, {given} değil',
  'group-limit-bad': '--group-limit {min} ile {max} arasında bir kart sayısı ya da none olur, {given} değil',
  'take-back-bad': '--take-back on ya da off olur, {given} değil',
  'deal-missing': 'deal bir oyun kodu ister, örneğin RU1-C-AAAAABB',
  'deal-extra': 'deal tek bir oyun kodu alır; fazla bağımsız değişken {given}',
  'deal-position': 'deal bir oyun kodunun (RU1-C-AAAAABB) dağıtımını gösterir, bir konumu değil',
  'deal-winnable-extra': 'deal --winnable kodunu kendisi seçer; fazla bağımsız değişken {given}',
  'play-extra': 'play en çok bir oyun kodu alır; fazla bağımsız değişken {given}',
  'play-position': 'play oyuna bir oyun kodundan (RU1-C-AAAAABB) başlar, bir konumdan değil',
  'play-stdin-directory':
    'standart girdi bir dizin: play komutlarını bir uçbirimden, bir borudan ya da bir dosyadan okur',
  'play-unknown-command': 'bilinmeyen komut {given}; liste için help yazın',
  'solve-missing': 'solve bir oyun kodu (RU1-C-AAAAABB) ya da bir konum metni ister',
  'solve-extra': 'solve tek bir oyun kodu ya da konum alır (konumu tırnak içine alın); fazla bağımsız değişken {given}',
  'solve-json-show': '--json ile --show birlikte gerekmez: JSON nesnesi her hamleyi zaten içerir (moves)',
  'hint-missing': 'hint bir oyun kodu (RU1-C-AAAAABB) ya da bir konum metni ister',
  'hint-extra':
    'hint tek bir oyun kodu ya da konum alır (konumu ve --moves listesini tırnak içine alın); fazla bağımsız değişken {given}',
  'hint-fair-only': '{option} adil bir ipucunu biçimlendirir ve --fair olmadan hiçbir şey yapmaz',
  'odds-missing': 'odds bir oyun kodu (RU1-C-AAAAABB) ya da bir konum metni ister',
  'odds-extra':
    'odds tek bir oyun kodu ya da konum alır (konumu ve --moves listesini tırnak içine alın); fazla bağımsız değişken {given}',
  'review-missing': 'review bir oyun kodu ile --moves listesini ya da --save DOSYA ister',
  'review-extra':
    'review tek bir oyun kodu ya da konum alır (--moves listesini tırnak içine alın); fazla bağımsız değişken {given}',
  'review-save-extra': 'review --save oyunu dosyadan okur; fazla bağımsız değişken {given}',
  'review-save-option':
    '{option}, --save ile birlikte kullanılmaz: kayıt oyunun hamlelerini ve kurallarını zaten içerir',
  'daily-extra': 'daily tek bir tarih alır, YYYY-AA-GG; fazla bağımsız değişken {given}',
  'daily-json-plain': '--json ile --plain birlikte gerekmez: JSON nesnesinde kod var, deal --plain onu gösterir',
  'daily-range-flag': '{option} tek bir günün dağıtımını gösterir, bir tarih aralığını değil',
  'daily-from-to': '--from ile --to birlikte verilir',
  'daily-range-extra': 'daily --from … --to … tarih almaz; fazla bağımsız değişken {given}',
  'daily-to-before-from': '--to, --from tarihinden önce',
  'daily-too-many': 'bir seferde en çok {max} tarih',
  'daily-none': 'günün dağıtımı yok:',
  'survey-extra': 'survey yalnızca seçenek alır; fazla bağımsız değişken {given}',
  'survey-from-missing':
    'survey --from NUMARA ister (bir sayı, AAAAAAA gibi yedi harf ya da RU1-C-AAAAAAA gibi bir oyun kodu)',
  'survey-count-missing': 'survey --count N ister',
  'survey-rule-missing': 'survey --rule C ya da R ister',
  'survey-past-last': '--from {from} ile --count {count} son dağıtım numarasını ({max}) aşıyor',
  'survey-from-code': '--from: hatalı oyun kodu {given}:',
  'survey-from-rule': '--from {code}, {rule} kuralının kodu; taramanın kuralı ise {surveyRule}',
  'shard-bad': '--shard K/N biçiminde verilir (N parçanın K. parçası, K 1’den başlar), {given} değil',
  'shard-count': '{count} dağıtımlık bir aralık en çok {count} parçaya bölünür:',
  'player-bad': '--player {players} ya da {last} olur, {given} değil',
  'samples-without-fair': '--samples yalnızca --player {players} ile verilir',
  'out-empty': '--out bir dosya adı ister',
  'summary-missing': 'summary bir ya da daha çok tarama dosyası ister',
  'code-bad': 'hatalı oyun kodu {given}:',
  'position-bad': 'hatalı konum:',
  'position-rule': '--rule yalnızca oyun kodları içindir: bir konum metni kendi kurallarını söyler',
  'moves-unread': '--moves, {n}. hamle ({given}):',
  'moves-refused': '--moves, {n}. hamle ({move}) reddedildi:',
  'winnable-none': 'kazanılabilir bir dağıtım çekilemedi:',
  'solver-load': 'çözücü paketi @russian-solitaire/solver yüklenemedi:',
  'solver-line-refused': 'çözücünün çizgisindeki {n}. hamleyi motor reddetti: {code}',
  'solver-line-replay':
    'çözücünün çizgisi yeniden oynanamıyor: çizginin {n}. hamlesini ({move}) motor reddetti: {code}',
  'player-refused-move': '{player} oyuncusu reddedilen bir hamle seçti:',
  'survey-seed-failed': '{seed} numaralı dağıtım:',
  'worker-failed': 'bir işçi iş parçacığı başarısız oldu:',
  'save-open': '--save: {file} açılamıyor:',
  'save-read': '--save: {file} okunamıyor:',
  'save-not-file': '--save: {file} bir dosya değil',
  'save-not-utf8': '--save: {file} UTF-8 metin değil',
  'save-too-long': '--save: bir inceleme için kayıt en çok {max} bayttır (en çok {moves} hamle)',
  'save-refused': '--save: kayıt reddedildi ({code}):',
  'file-read': '{file} okunamıyor:',
  'file-write': '{file} yazılamıyor:',
  'file-replaced-opening': '{file} yazılamıyor: açılırken yerine başka bir dosya kondu; yeniden deneyin',
  'stdout-write': 'stdout’a yazılamıyor:',
  'files-same': '{file} ile {other} aynı dosya: her dosyayı bir kez verin',
  'out-is-stdout':
    '{file} taramanın kendi stdout’u: --out kayıtların gideceği dosyayı alır; özetin gittiği stdout başka bir yere gitmeli',
  'not-regular-out':
    '{file} sıradan bir dosya değil ({kind}): --out, sonraki bir çalıştırmanın devam etmek için okuduğu sıradan bir dosya (ya da yeni bir dosya) alır',
  'not-regular-summary': '{file} sıradan bir dosya değil ({kind}): summary, survey --out ile yazılan dosyaları okur',
  'lock-held':
    '{file} dosyasını başka bir tarama yazıyor (kilit {lock}): bitmesini bekleyin ya da dosyayı yazan bir tarama yoksa kilidi silin',
  'lock-held-by':
    '{file} dosyasını {host} üzerindeki {pid} süreci yazıyor (kilit {lock}): bitmesini bekleyin ya da dosyayı yazan bir tarama yoksa kilidi silin',
  'lock-not-regular': '{file} kilitlenemiyor: kilidi {lock} sıradan bir dosya değil ({kind}); onu silin',
  'lock-write': '{file} yazılamıyor (kilidi {lock} de):',
  'lock-failed': '{file} kilitlenemiyor:',
  'lock-folder': '{folder} bu kullanıcının bir dizini değil ({kind}, {uid} kullanıcısının)',
  'changed-unreadable': '{file}, tarama ona yazarken artık okunamıyor: tarama durdu ve dosyayı olduğu gibi bıraktı.',
  'changed-replaced':
    '{file}, tarama ona yazarken yerine başka bir dosya kondu: tarama durdu ve dosyayı olduğu gibi bıraktı',
  'changed-deleted': '{file}, tarama ona yazarken silindi: tarama durdu ve dosyayı olduğu gibi bıraktı',
  'changed-moved': '{file}, tarama ona yazarken başka yere taşındı: tarama durdu ve dosyayı olduğu gibi bıraktı',
  'changed-cut':
    '{file}, tarama ona yazarken taramanın bıraktığı {left} bayttan {size} bayta kısaltıldı: tarama durdu ve dosyayı olduğu gibi bıraktı',
  'changed-written':
    '{file}, tarama ona yazarken başka bir şey tarafından yazıldı: taramanın bıraktığı {left} bayt yerine {size} bayt tutuyor: tarama durdu ve dosyayı olduğu gibi bıraktı',
  'summary-no-record': '{files} içinde hiç tarama kaydı yok',
  'line-too-long': '{file}, {line}. satır: bir tarama kaydı için fazla uzun (satır sonu olmadan {max} bayttan çok)',
  'line-not-utf8': '{file}, {line}. satır: UTF-8 metin değil, dolayısıyla bir tarama kaydı değil',
  'line-not-json': '{file}, {line}. satır: bir tarama kaydı değil (JSON değil)',
  'line-not-json-cut':
    '{file}, {line}. satır: bir tarama kaydı değil (JSON değil), yarıda kesilmiş bir kaydın başı da değil',
  'line-record': '{file}, {line}. satır:',
  'line-other-settings-before':
    '{file}, {line}. satır: {settings} ayarlarıyla yapılmış, ondan önceki satırlar ise {expected} ile',
  'line-other-settings':
    '{file}, {line}. satır: {settings} ayarlarıyla yapılmış; bu tarama {expected} kullanıyor. Aynı ayarlarla devam edin ya da başka bir --out seçin',
  'line-other-settings-file':
    '{file}, {line}. satır: {settings} ayarlarıyla yapılmış, {other} ise {expected} ile: yalnızca aynı ayarlarla yapılmış taramaları birleştirin',
  'line-outside-range':
    '{file}, {line}. satır: {seed} numaralı dağıtım bu taramanın {from}–{last} dağıtımlarının dışında; dosyanın dağıtımlarını içeren bir aralıkla devam edin ya da başka bir --out seçin',
  'line-duplicate-seed':
    '{file}, {line}. satır: {seed} numaralı dağıtım yine var, {first}. satırda zaten var: bir tarama her dağıtımı bir kez kaydeder, demek ki dosyayı aynı anda iki tarama yazdı ya da dosya düzenlendi',
  'line-seed-in-file':
    '{file}, {line}. satır: {seed} numaralı dağıtım {other} içinde de var ({otherLine}. satır): dosyalar çakışıyor (her parçaya kendi aralığını ya da --shard verin)',
  'line-seed-in-another':
    '{file}, {line}. satır: {seed} numaralı dağıtım başka bir dosyada da var: dosyalar çakışıyor (her parçaya kendi aralığını ya da --shard verin)',
  'record-not-object': 'bir tarama kaydı değil',
  'record-missing': 'bir tarama kaydı değil ({missing} eksik)',
  'record-unknown': 'bir tarama kaydı değil (fazla alanlar {unknown})',
  'record-missing-unknown': 'bir tarama kaydı değil ({missing} eksik; fazla alanlar {unknown})',
  'record-forged': 'sahte ya da bozuk bir kayıt:',
  'field-rule': 'rule değeri {given}, "C" ya da "R" değil',
  'field-seed': 'seed değeri {given}, 0 ile {max} arasında bir tam sayı değil',
  'field-code': '{field} değeri {given}, ama {rule} kuralıyla {seed} numaralı dağıtımın kodu {code}',
  'field-budget': 'budget değeri {given}, 1 ile {max} arasında bir tam sayı değil',
  'field-options': 'groupLimit {groupLimit}, takeBack {takeBack}:',
  'field-whole': '{field} değeri {given}, en az 0 olan bir tam sayı değil',
  'field-status': 'status değeri {given}, şunlardan biri değil: {known}',
  'field-status-moves':
    'status {status} ile moves {moves} (çözülmüş bir dağıtımın kazanan bir çizgisi vardır, diğerlerinin yoktur)',
  'field-player': 'player değeri {given}, şunlardan biri değil: {known}',
  'field-samples': 'samples değeri {given}: adil oyuncular için en az 1 olan bir tam sayı, diğerleri için null olmalı',
  'field-won': 'won değeri {given}, true ya da false değil',
  'field-winnable': 'winnable değeri {given}, true, false ya da null değil',
  'field-lost-played': 'en baştan kaybedildiği kanıtlanmış bir dağıtım ne oynanır ne kazanılır',
  'field-won-moves': 'kazanılmış bir dağıtımın hamleleri vardır',
  'system-ENOENT': '{errno}: böyle bir dosya ya da dizin yok',
  'system-EACCES': '{errno}: erişim reddedildi',
  'system-EPERM': '{errno}: işleme izin verilmiyor',
  'system-EISDIR': '{errno}: bir dizin üzerinde geçersiz işlem',
  'system-ENOTDIR': '{errno}: bir dizin değil',
  'system-EEXIST': '{errno}: dosya zaten var',
  'system-ENOSPC': '{errno}: aygıtta yer kalmadı',
  'system-EROFS': '{errno}: salt okunur dosya sistemi',
  'system-EMFILE': '{errno}: çok fazla açık dosya',
  'system-EBUSY': '{errno}: kaynak meşgul ya da kilitli',
  'system-ELOOP': '{errno}: çok fazla sembolik bağlantı',
  'system-ENAMETOOLONG': '{errno}: ad çok uzun',
  'system-EIO': '{errno}: girdi/çıktı hatası',
  'system-EPIPE': '{errno}: boru kapandı',
  'system-EBADF': '{errno}: hatalı dosya tanımlayıcısı',
  'system-EAGAIN': '{errno}: kaynak geçici olarak kullanılamıyor',
  'system-EFBIG': '{errno}: dosya çok büyük',
  'system-ENXIO': '{errno}: böyle bir aygıt ya da adres yok',
  'system-EINVAL': '{errno}: geçersiz bağımsız değişken',
  'system-EDQUOT': '{errno}: disk kotası aşıldı',
  'system-other': '{errno} sistem hatası',
  'thrown-error': 'beklenmeyen hata ({name})',
  'thrown-value': '{given}',
};

/** The words errors name, in Turkish. */
export const CLI_WORDS_TR: { readonly [key in CliWordKey]: string } = {
  'kind-directory': 'bir dizin',
  'kind-link': 'bir sembolik bağlantı',
  'kind-fifo': 'bir boru (FIFO)',
  'kind-character-device': 'bir karakter aygıtı',
  'kind-block-device': 'bir blok aygıtı',
  'kind-socket': 'bir soket',
  'kind-other': 'başka türden bir şey',
  'kind-file': 'sıradan bir dosya',
  'value-missing': '(değer yok)',
};

/** The lines around an error, in Turkish. */
export const CLI_LINES_TR: { readonly [key in CliLineKey]: string } = {
  'see-help': 'bkz. russian-solitaire {command} --help',
  'play-unreadable': 'komutlar okunamıyor ({reason}); oyun burada bitiyor',
  'output-unwritable': 'çıktı yazılamıyor ({reason})',
  'survey-truncated': '{file}: yarıda kesilmiş son satır silindi; dağıtımı yeniden yapılacak',
  'summary-truncated': '{file}: yarıda kesilmiş son satır atlandı',
  'survey-resuming': '{file}: devam ediliyor, {count} dağıtımdan {done} tanesi zaten yapıldı',
};
