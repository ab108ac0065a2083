/**
 * The help texts of the tool in Turkish: the usage and each command's `--help`, with the options,
 * codes, numbers and examples of the English texts written as they are typed.
 * @module
 */
import { type HelpTable, USAGE_EXAMPLES } from './help-names.js';

const LANG = `  --lang en|ru|uk|tr     bu yardımın, retlerin ve hataların dili (varsayılan: LC_ALL,
                         LC_MESSAGES veya LANG yerel ayarı; C, POSIX ve diğer diller için İngilizce)`;

const HOUSE = `  --house default|none   ev kuralları: grup sınırı 20 ve temelden geri alma (default) ya da hiçbiri
  --group-limit N|none   bir hamlede taşınan en büyük grup (varsayılan 20)
  --take-back on|off     kartlar temellerden geri alınabilir (varsayılan on)
  --undo-depth N         kaç hamle geri alınabilir (varsayılan 100)`;

/** The help texts in Turkish. */
export const HELP_TR: HelpTable = {
  usage: `kullanım: russian-solitaire <command> [argümanlar] [seçenekler]

Terminalde Rus Solitaire: RU1 oyun kodlarından dağıtımlar, oyun, çözücü ve taramalar.

Komutlar:
  deal     bir oyun kodunun dağıtımını göster
  play     terminalde bir oyun oyna
  solve    bir dağıtımı ya da konumu çöz: karar ve kazanan dizi
  hint     birkaç hamle oyna, sonra sıradakini sor
  odds     hâlâ kazanılabilen kapalı kart dizilişlerinin payı (adil bir oyuncu için üst sınır)
  review   biten bir oyunu incele: kaybettiren hamle, hatalar, şans
  survey   çok sayıda dağıtımı paralel olarak çöz (ya da oyna) ve özetle
  summary  tarama dosyalarını birlikte özetle (bir taramanın parçaları)
  daily    günün dağıtımını göster: her tarih için kazanılabilirliği kanıtlanmış, herkes için aynı bir dağıtım

Örnekler:
${USAGE_EXAMPLES}

Bir komutun seçenekleri için "russian-solitaire help <command>" (ya da "<command> --help"),
sürüm için "russian-solitaire version" çalıştırın.
Her komut --lang en|ru|uk|tr alır: yardımının, retlerinin ve hatalarının dili (varsayılan:
LC_ALL, LC_MESSAGES veya LANG yerel ayarı; C, POSIX ve diğer diller için İngilizce).
Çıkış kodları: 0 tamam, 1 başarısız (çözücü yok, dosya hatası), 2 hatalı girdi, 130 kesildi (Ctrl-C),
143 SIGTERM ile durduruldu.
`,
  deal: `kullanım: russian-solitaire deal CODE [--plain] [--rule classic|relaxed]
          russian-solitaire deal --winnable [--plain] [--rule classic|relaxed]

Bir oyun kodunun dağıtımını gösterir (RU1-C-AAAAABB, büyük ya da küçük harf): yedi sütun, en alttaki
kart önce, kapalı kartlar parantez içinde, takım simgeleri ve renklerle (çıktı bir terminal
değilse ya da NO_COLOR ayarlıysa renksiz).

  --plain            test vektörü biçimi: kod, ardından "  1: 8C" … "  7: …" satırları
  --rule R           aynı tohumu başka bir kuralla dağıt: classic (C) ya da relaxed (R)
  --winnable         kod yerine, çözücünün kazanılabilir olduğunu kanıtladığı rastgele bir dağıtım
                     (bunlar arasından eşit olasılıkla, --rule aksini söylemedikçe classic), aynı biçimde
  --no-color         terminalde bile renk yok
  --lang en|ru|uk|tr bu yardımın, retlerin ve hataların dili (varsayılan: LC_ALL,
                     LC_MESSAGES veya LANG yerel ayarı; C, POSIX ve diğer diller için İngilizce)
`,
  play: `kullanım: russian-solitaire play [CODE] [seçenekler]

Terminalde bir oyun oynatır (kod verilmezse yeni rastgele bir kod: --any-deal yoksa çözücünün
kazanılabilir olduğunu kanıtladığı bir kod). Bir komut yazıp Enter'a basın; her komuttan sonra masa
gösterilir. Komutlar standart girdiden de, satır başına bir tane, verilebilir.

İpuçları adildir: kapalı kartlara asla bakmazlar ve hamlenin, bu kartların dizilebileceği yollar
üzerinden kazanma şansını söylerler. Bir ipucu, siz onu izledikçe bir sonraki açılan karta kadar
planına bağlı kalır ve sizi son açılan karttan beri oynanmış bir konuma asla geri göndermez.
--full-hints onları bakan, tam bilgili ipuçları yapar.

Komutlar (satır başına bir tane):
  8H 5  ya da  8H-5  8♥'yi (üstündeki kartlarla) 5. sütuna taşı
  8H f  ya da  8H-F  8♥'yi temeline taşı
  t 8H               dokun: 8♥'yi temeline gönder
  a 8H  ya da  8H    8♥'yi sütunlara otomatik yerleştir (önce en uzun sütun, sonra papaz için boş sütun)
  d 8H               8♥'nin gidebileceği yerleri listele
  u / r              geri al / yinele
  h                  ipucu: kazanma şansıyla adil bir ipucu (kapalı kartlara asla bakmaz);
                     --full-hints ile tam bilgili ipucu
  o                  olasılık: kapalı kartların hâlâ kazandıran dizilişlerinin payı
  finish             tüm kartlar açık ve oyun kazanılabilirken: kazanan diziyi oyna
  l                  şimdiye kadarki hamleler, her biri geldiği sütunla (3:8H-5; F: temelden geri alma)
  review             oyun kazanıldığında ya da yasal hamle kalmadığında: dağıtımı hangi hamle
                     kaybettirdi, hatalar ve şans, kapalı kartlar gösterilerek (bkz. review)
  restart            aynı dağıtım yeniden
  new                kazanılabilirliği kanıtlanmış yeni rastgele bir dağıtım (--any-deal ile herhangi biri)
  b                  masayı yeniden göster
  q                  çık
Kartlar önce değer sonra takımla yazılır: A 2 … 9 T J Q K (ya da 10) ve S H D C, ya da gösterildiği gibi (10♥).

Seçenekler:
  --lang en|ru|uk|tr     oyun ekranının dili: etiketler, iletiler, retler, ipuçları ve kısa
                         yardım (büyük ya da küçük harf; varsayılan: LC_ALL, LC_MESSAGES
                         veya LANG yerel ayarı, C, POSIX ve diğer diller için İngilizce)
  --rule classic|relaxed kural (C ya da R); kodun kural harfinin yerine geçer
  --house default|none   ev kuralları: grup sınırı 20 ve temelden geri alma (default) ya da hiçbiri
  --group-limit N|none   bir hamlede taşınan en büyük grup (varsayılan 20)
  --take-back on|off     kartlar temellerden geri alınabilir (varsayılan on)
  --undo-depth N         kaç hamle geri alınabilir (varsayılan 100)
  --full-hints           tam bilgili ipuçları: kapalı kartlara bakarlar
  --any-deal             yeni rastgele dağıtımlar herhangi bir dağıtımdır, yalnızca kanıtlanmış kazanılabilirler değil
  --budget N             bir ipucunun düğüm bütçesi (varsayılan: adil ipucu için tüm dizilişler
                         üzerinden 5000000, tam bilgili ipucu için 200000)
  --no-color             terminalde bile renk yok
`,
  solve: `kullanım: russian-solitaire solve CODE|POSITION [--budget N] [--json] [--show] [seçenekler]

Çözücüye bir dağıtımın (bir oyun kodu) ya da bir konumun (motorun tek satırlık metni, tırnak
içinde) kazanılıp kazanılamayacağını sorar ve kararı yazar: kazanan diziyle solved, unsolvable
(eksiksiz bir aramayla kanıtlandı) ya da unknown (düğüm bütçesi tükendi).

  --budget N             düğüm bütçesi (varsayılan 1000000); aynı bütçe aynı yanıtı verir
  --json                 tek bir JSON nesnesi: status, nodes, ms, moves [{card, from, to}] ve dahası
  --show                 kazanan diziyi motor üzerinden oynat, her hamleyi yazarak
  --rule classic|relaxed kodun kural harfinin yerine geçer
${HOUSE}
  --no-color             terminalde bile renk yok
${LANG}
`,
  hint: `kullanım: russian-solitaire hint CODE|POSITION [--moves "8H-5 QS-F …"] [--budget N] [--json] [seçenekler]
          russian-solitaire hint CODE|POSITION --fair [--samples N] [--seed S] [--budget N] [--json] [seçenekler]

Verilen hamleleri (hamle gösteriminde, boşluk ya da virgülle ayrılmış) dağıtımdan ya da konumdan
motor üzerinden oynar, sonra çözücüden bir ipucu ister: sıradaki hamle ve bilinen bir kazanan
dizide olup olmadığı. Bu tam bilgili ipucu kapalı kartlara bakar.

--fair ile ipucu adildir: kapalı kartlara asla bakmaz. Görünmeyen kartların kapalı yerlere birçok
dizilişini arar (az olduklarında hepsini) ve bir sonraki açılan karta kadarki planın, hâlâ en çok
dizilişte kazanılabilen ilk hamlesini, bu payla ve %95 aralığıyla önerir. Son açılan karttan beri
(verilen --moves içinde) oynanmış bir konuma geri götüren bir hamleyi asla önermez: her yasal hamle
geri götürdüğünde yararlı hamle kalmamıştır.

  --moves "…"            önce oynanacak hamleler: kart-hedef, 8H-5 (5. sütun) ya da QS-F (temel) gibi
  --budget N             aramanın düğüm bütçesi (varsayılan 1000000); --fair ile tüm dizilişler
                         üzerinden toplam bütçe (varsayılan 5000000)
  --fair                 bir oyuncunun gördüklerinden adil bir ipucu
  --samples N            --fair ile: hamle başına aranan en çok diziliş (varsayılan 64)
  --seed S               --fair ile: dizilişlerin tohumu, 0 ile 4294967295 arası (varsayılan: oyuncunun
                         gördüklerinin özeti, böylece aynı görünüm aynı ipucunu alır)
  --json                 tek bir JSON nesnesi: status, move {card, from, to}, line, nodes, ms, position;
                         --fair ile: move, winShare {estimate, low, high}, samples, nodes, position …
  --rule classic|relaxed kodun kural harfinin yerine geçer
${HOUSE}
  --no-color             terminalde bile renk yok
${LANG}
`,
  odds: `kullanım: russian-solitaire odds CODE|POSITION [--moves "8H-5 QS-F …"] [--samples N] [--seed S] [--budget N] [--json] [seçenekler]

Verilen hamleleri dağıtımdan ya da konumdan motor üzerinden oynar, sonra kapalı kartların
dizilebileceği yollardan, her kart bilinirken konumun hâlâ kazanılabildiklerinin payını tahmin
eder: görünmeyen kartların kapalı yerlere dizilişlerini (az olduklarında hepsini) tam bilgili
çözücüyle arar. Kapalı kartları göremeyen bir oyuncu en çok bunları kazanır, yani bu adil bir
oyuncunun şansının üst sınırıdır. Yanıt yalnızca bir oyuncunun gördüklerine bağlıdır.

  --moves "…"            önce oynanacak hamleler: kart-hedef, 8H-5 (5. sütun) ya da QS-F (temel) gibi
  --samples N            aranan en çok diziliş (varsayılan 64)
  --seed S               dizilişlerin tohumu, 0 ile 4294967295 arası (varsayılan: konumun görünen
                         kısmının özeti)
  --budget N             tüm dizilişler üzerinden toplam düğüm bütçesi (varsayılan 5000000)
  --json                 tek bir JSON nesnesi: winShare {estimate, low, high}, samples, exhaustive,
                         nodes, position …
  --rule classic|relaxed kodun kural harfinin yerine geçer
${HOUSE}
  --no-color             diğer komutlarla tutarlılık için kabul edilir (çıktıda renk yok)
${LANG}
`,
  review: `kullanım: russian-solitaire review CODE|POSITION --moves "8H-5 QS-F …" [seçenekler]
          russian-solitaire review --save FILE [seçenekler]

Biten bir oyunu inceler: her hamle için, her kart bilinirken dağıtımın ondan önce ve sonra hâlâ
kazanılıp kazanılamayacağı, ondan önceki adil kazanma şansı (yalnızca açık kartları gören bir
oyuncunun tahmin edebileceği) ve oradaki adil ipucu. Kaybettiren hamleyi (kazanılabilen bir
dağıtımın artık kazanılamadığı ilk hamle) ve onu kazanılabilir tutacak bir hamleyi, hataları
(şansı adil ipucununkinin 10 puan ya da daha altına düşen hamleler) ve açılan kartların şansını
adlandırır. İnceleme kapalı kartları gösterir: oyun bittiğinde kullanın. Ev kuralları oyunun
oynandığı kurallardır (bir kayıt kendi kurallarını tutar).

  --moves "…"            dağıtımdan başlayarak oyunun hamleleri: kart-hedef, 8H-5 ya da QS-F gibi
  --save FILE            motorun yazdığı gibi kaydedilmiş bir oyun (Game.save, web oyununun kaydı)
  --lang en|ru|uk|tr     incelemenin dili (varsayılan: LC_ALL, LC_MESSAGES veya LANG yerel
                         ayarı, C, POSIX ve diğer diller için İngilizce)
  --json                 tek bir JSON nesnesi: gameCode, winnableAtStart, losingMove, moves [{number,
                         move, verdictBefore, verdictAfter, winShare, hint, label …}], counts …
  --samples N            her hamlede aranan kapalı kart dizilişleri (varsayılan 64)
  --budget N             incelemenin toplam düğüm bütçesi (varsayılan 100000000)
  --rule classic|relaxed kodun kural harfinin yerine geçer
${HOUSE}
  --no-color             terminalde bile renk yok
`,
  survey: `kullanım: russian-solitaire survey --rule C|R --from SEED --count N [seçenekler]

Bir tohum aralığının dağıtımlarını paralel çalışan iş parçacıklarında çözücüyle karara bağlar ve
dağıtım başına bir JSON satırı yazar. --out ile satırlar dosyaya gider (normal bir dosya ya da yeni
bir dosya); sonraki bir çalıştırma onu sürdürür: dosyada zaten olan tohumlar atlanır; her satır bu
aralığın aynı ayarlarla yapılmış bir kaydı olmalıdır, yoksa tarama dosyayı reddeder (çıkış 2) ve
olduğu gibi bırakır; yalnızca yarım kalmış son satır (yazarken öldürülen bir çalıştırma) kesilip
yeniden yapılır. Bir dosyayı, adlarından hangisiyle olursa olsun, aynı anda tek bir tarama yazar:
çalıştığı sürece FILE.lock'u (ve geçici klasörde dosyanın kimliğinin bir kilidini) tutar; altında
silinen, değiştirilen ya da boyutu değişen bir dosya taramayı durdurur (çıkış 1) ve kendi stdout'u
olan bir dosya (--out F > F) reddedilir. --out olmadan satırlar stdout'a, özet stderr'e gider;
erken duran bir okuyucu (| head) taramayı sessizce 141 çıkışıyla bitirir (0, her dağıtımın
kaydedildiği ve özetin yazıldığı anlamına gelir; Ctrl-C 130 ve SIGTERM 143'tür, stdout'a ne olursa
olsun). İlerleme (hız, kalan süre, sayılar) stderr'de terminale sığan tek bir satırda gösterilir.
Tohum aralıkları bir taramayı makineler arasında bölmeyi sağlar: her makineye aynı aralığı kendi
--shard K/N ve --out değeriyle verin, sonra dosyalar üzerinde "russian-solitaire summary" çalıştırın.

--player ile her dağıtım, yalnızca bir insanın gördüğünü gören bir oyuncu tarafından sonuna kadar
oynanır ve satırında won, moves ve winnable (açılışın tam bilgili kararı) bulunur. Tam bilgi yalnızca
bir oyunu erken bitirir: başta kaybettiği kanıtlanan bir dağıtım oynanmaz ve gerçek konum, kart açan
her hamleden sonra (--budget içinde) yeniden çözülür; unsolvable olduğu kanıtlanınca oyun kaybedilir.
Adil bir oyuncu Hint düğmesini izler: her hamleden önce oyununun adil ipucunu ister ve onu oynar
(bir ipucu izlendiği sürece planına bağlı kalır ve son açılan karttan beri oynanmış bir konumu asla
geri getirmez). Bir oyun ayrıca yasal hamle kalmadığında, bir adil ipucu hiçbir şey yanıtlamadığında
(hiçbir hamle yeni bir yere götürmediğinde), açgözlü oyuncu daha önce seçim yaptığı bir konumda yeniden
seçim yaptığında (sonsuza dek dönerdi) ya da 1000 hamleden sonra kaybedilerek biter.

  --rule C|R             kural: C classic, R relaxed (ayrıca classic, relaxed)
  --from SEED            ilk tohum: bir sayı (0 ile 8031810175 arası), yedi harf (AAAAAAA)
                         ya da kuralın bir oyun kodu (RU1-C-AAAAAAA)
  --count N              kaç tohum
  --budget N             her dağıtımın düğüm bütçesi (varsayılan 1000000); --player ile her
                         tam bilgili denetiminki
  --shard K/N            aralığın N bitişik, neredeyse eşit parçasından yalnızca K'ncısı (1'den):
                         from + floor((K-1)*count/N) tohumundan from + floor(K*count/N) öncesine kadar
  --player P             her dağıtımı oyna: fair (Hint düğmesini izler: her hamleden önce çözücünün
                         varsayılan stratejisiyle (widened) verilen adil ipucu), sampled, committed
                         ya da widened (o stratejinin adil ipuçları), greedy (hamle sıralamasının
                         gözdesi, arama yok) ya da random (tohumla belirlenen, eşit olasılıklı
                         yasal bir hamle)
  --samples N            adil oyuncuların ipucu başına dizilişleri (varsayılan 16; adil ipuçları pahalıdır)
  --jobs K               iş parçacıkları (varsayılan: işlemci sayısı)
  --out FILE             JSON satırlarını FILE'a yaz (ve sürdür), normal bir dosya ya da yeni bir dosya
  --house default|none   ev kuralları: grup sınırı 20 ve temelden geri alma (default) ya da hiçbiri
  --group-limit N|none   bir hamlede taşınan en büyük grup (varsayılan 20)
  --take-back on|off     kartlar temellerden geri alınabilir (varsayılan on)
  --quiet                ilerleme gösterme
${LANG}
`,
  summary: `kullanım: russian-solitaire summary FILE... [--json]

Bir ya da daha çok tarama çıktısının ("russian-solitaire survey" komutunun --out dosyaları, örneğin
bir taramanın parçaları) birlikte özetini yazar: çözücü kararlarının taramasında kazanılabilir pay ya
da bir oyuncunun taramasında kazanılan pay ve kazanılabilir dağıtımlardan kazanılanların payı, her
biri %95 Wilson skor aralığıyla. Her satır, bir sürdürmenin denetlediği gibi denetlenir; iyi bir
tarama kaydı olmayan bir satır dosyası ve satır numarasıyla reddedilir; farklı ayarlarla yapılmış
dosyalar, iki kez bulunan bir tohum (iki dosyada ya da birinde) ve iki kez verilen bir dosya da öyle.
Her boyuttaki dosya parça parça okunur. Yarım kalmış son satır bir uyarıyla dışarıda bırakılır
(dosya değiştirilmez).

  --json   özeti tek bir JSON nesnesi olarak yaz
  --lang L bu yardımı, retleri ve hataları en, ru, uk ya da tr ile yaz (varsayılan: LC_ALL,
           LC_MESSAGES veya LANG yerel ayarı; C, POSIX ve diğer diller için İngilizce)
`,
  daily: `kullanım: russian-solitaire daily [DATE] [--rule classic|relaxed] [--plain] [--json]
          russian-solitaire daily --from DATE --to DATE [--rule classic|relaxed]

Bir tarihin günlük dağıtımını gösterir (YYYY-MM-DD; verilmezse UTC'ye göre bugünün tarihi): takvim
tarihi başına bir dağıtım, her oyuncu ve her uygulama için aynı, kazanılabilirliği kanıtlanmış.
Onu seçen kural docs/ru1.md içinde yayımlanmıştır ("The daily deal"): tarihten çekilen aday
tohumlar; dağıtımı klasik kurallarla (grup sınırı 20, temelden geri alma yok) kazanılabilen ilki
günün tohumudur ve istenen kural harfiyle dağıtılır (--rule aksini söylemedikçe classic).

  --rule R           relaxed kuralıyla günlük dağıtım (aynı kartlar)
  --plain            deal --plain'in yazdığı gibi, test vektörü biçiminde dağıtım
  --json             tek bir JSON nesnesi: date, gameCode, seed, candidate, moves (kazanan dizi)
  --from A --to B    A'dan B'ye her tarih için bir satır: tarih ve günlük kodu (en çok 3660 tarih)
  --no-color         terminalde bile renk yok
  --lang en|ru|uk|tr bu yardımın, retlerin ve hataların dili (varsayılan: LC_ALL,
                     LC_MESSAGES veya LANG yerel ayarı; C, POSIX ve diğer diller için İngilizce)
`,
};
