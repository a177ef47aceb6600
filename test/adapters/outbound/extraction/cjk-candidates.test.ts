import { expect } from 'chai';
import {
  cjkPlaceCandidates,
  cjkPlaceCandidatesSync,
  preloadCjk,
  type NameCandidate,
} from '../../../../src/adapters/outbound/extraction/languages/cjk-candidates.js';

const names = (candidates: NameCandidate[]): string[] => candidates.map((candidate) => candidate.name);

async function found(text: string): Promise<string[]> {
  const candidates = await cjkPlaceCandidates(text);
  for (const { name, index } of candidates) expect(text.slice(index, index + name.length)).to.equal(name);
  return names(candidates);
}

describe('CJK place-name candidates', function () {
  // The first Japanese text loads kuromoji's dictionary (under a second here).
  this.timeout(20_000);

  describe('Japanese (kuromoji)', () => {
    it('finds temples, slopes and districts in a model course', async () => {
      const list = await found('1日目は清水寺から二年坂を歩いて、夜は祇園で食事。');
      expect(list).to.deep.equal(['清水寺', '二年坂', '祇園']);
    });

    it('keeps a kanji that kuromoji tags a prefix or a verb\'s stem inside a name it does not know; not a prefix that counts', async () => {
      expect(await found('すぐそばに旧一条戻橋もある。')).to.deep.equal(['旧一条戻橋']);
      expect(await found('夜は十文字原展望台へ。')).to.deep.equal(['十文字原展望台']);
      expect(await found('正宮にお参りした。')).to.not.include('正宮');
    });

    it('reads a writer\'s house and a historic site as places; a site or a miracle in general as none', async () => {
      expect(await found('小泉八雲旧居を見学したあと、出島和蘭商館跡に行った。')).to.deep.equal(['小泉八雲旧居', '出島和蘭商館跡']);
      expect(await found('奇跡の一本松と遺跡を見た。')).to.deep.equal([]);
    });

    it('reads lighthouses, caves, night markets, streets and scenic drives as places; the kinds alone as none', async () => {
      expect(await found('角島灯台と秋芳洞を見て、夜は花園夜市へ。')).to.deep.equal(['角島灯台', '秋芳洞', '花園夜市']);
      expect(await found('秋吉台スカイラインを走った。')).to.deep.equal(['秋吉台スカイライン']);
      expect(await found('灯台と洞窟と繁華街を歩いた。')).to.deep.equal([]);
    });

    it('reads a business ending in 社 as no shrine', async () => {
      expect(await found('重量の上限は航空会社ごとに異なり、阪急交通社のツアーでも同じです。')).to.deep.equal([]);
    });

    it('keeps whole compounds and proper nouns, and reads a second name in brackets', async () => {
      const candidates = await cjkPlaceCandidates('伏見稲荷大社と錦市場、嵐山の竹林、金閣寺（鹿苑寺）を巡る。大阪の道頓堀から長崎のハウステンボスへ。');
      expect(names(candidates)).to.include.members(['伏見稲荷大社', '錦市場', '嵐山', '金閣寺', '道頓堀', 'ハウステンボス', '大阪', '長崎']);
      expect(candidates.find((candidate) => candidate.name === '鹿苑寺')?.cue).to.equal('bracket');
      expect(candidates.find((candidate) => candidate.name === 'ハウステンボス')?.cue).to.equal('proper-noun');
      expect(candidates.find((candidate) => candidate.name === '錦市場')?.cue).to.equal('place-type');
    });

    it('drops common nouns, kinds of shop, dates and times', async () => {
      const list = await found('2024年3月15日、10時に京都駅集合。ホテルのカフェで休憩して、ラーメン屋と居酒屋、お寺と公園へ。一蘭ラーメン本店も。');
      expect(list).to.deep.equal(['京都駅', '一蘭ラーメン本店']);
      expect(await found('夜はうなぎ屋で食事。')).to.deep.equal([]);
    });

    it('drops festivals, kinds of place and things a proper noun qualifies', async () => {
      expect(await found('祇園祭の時期は日本庭園や禅寺、お茶屋が賑わう。')).to.deep.equal([]);
      expect(await found('明治時代の建物とクラーク博士の像を見て、小籠包を食べた。')).to.deep.equal([]);
      expect(await found('国営公園と伝統家屋、ユネスコの世界遺産、ソウルの五大王宮。')).to.deep.equal(['ソウル']);
      expect(await found('バス停「嵐山道」で降りて、王道の茶道体験。')).to.deep.equal([]);
    });

    it('finds places abroad in katakana named with their English kind; not a night market, a souvenir shop or a download in general', async () => {
      expect(await found('ロンドンコートで買い物をして、キングスパークとボタニックガーデンへ。')).to.include.members(['ロンドンコート', 'キングスパーク', 'ボタニックガーデン']);
      expect(await found('アプリをダウンロードして、ナイトマーケットで夕食。')).to.deep.equal([]);
      expect(await found('おみやげ屋と燻製屋に寄りました。')).to.deep.equal([]);
    });

    it('finds mosques, madrasas, minarets and bazaars of the Silk Road by their kind in katakana; not a night bazaar in general', async () => {
      expect(await found('カラーン・モスクとウルグベク・メドレセを見て、デフコン・バザールへ。')).to.include.members(['カラーン・モスク', 'ウルグベク・メドレセ', 'デフコン・バザール']);
      expect(await found('夜はナイトバザールで買い物。')).to.deep.equal([]);
      expect(await found('ウルグベク天文台を見学。')).to.include('ウルグベク天文台');
      expect(await found('夕食は五島軒、翌朝は萩反射炉と松下村塾へ。')).to.include.members(['五島軒', '萩反射炉', '松下村塾']);
      expect(await found('3軒目のお店で何軒も回ったと話した。')).to.deep.equal([]);
    });

    it('finds halls, sub-temples, a shop named by its dish and a mountain with a kana name', async () => {
      expect(await found('大徳寺の龍源院と兼六園、八坂庚申堂をまわる。')).to.deep.equal(['大徳寺', '龍源院', '兼六園', '八坂庚申堂']);
      const shops = await cjkPlaceCandidates('台北では金龍湯包へ。台北の小籠包と絶品小籠包も。');
      expect(names(shops)).to.deep.equal(['台北', '金龍湯包', '台北']);
      expect(shops.find((candidate) => candidate.name === '金龍湯包')?.cue).to.equal('proper-noun');
      expect(await found('夜景なら\nあさひ山展望台から。')).to.deep.equal(['あさひ山展望台']);
    });

    it('finds a dome, a ropeway in any spelling and a dojo', async () => {
      const places = await found('原爆ドームを見てから、宮島ロープウエーで山頂へ。半弓道場にも寄った。');
      expect(places).to.include.members(['原爆ドーム', '宮島ロープウエー']);
    });

    it('finds a morning market, a farm, a workshop, a tea shop and a pleasure boat', async () => {
      const places = await found('朝は函館朝市へ。大王わさび農場でカレーを食べ、カラコロ工房と中村茶舗に寄って、堀川遊覧船に乗った。');
      expect(places).to.include.members(['函館朝市', '大王わさび農場', 'カラコロ工房', '中村茶舗', '堀川遊覧船']);
    });

    it('reads no description or reading in brackets as a name', async () => {
      expect(await found('道頓堀（大阪いちばんの繁華街）で買い物。韓屋（ハノク）に泊まる。')).to.deep.equal(['道頓堀', '大阪']);
    });

    it('reads a line of names without kana as Japanese on a Japanese page', async () => {
      expect(await found('京都のおすすめ\n金閣寺 清水寺 伏見稲荷大社')).to.deep.equal(['京都', '金閣寺', '清水寺', '伏見稲荷大社']);
    });

    it('marks a compound the dictionary knows as one common noun as everyday: a place only if a gazetteer knows it', async () => {
      const candidates = await cjkPlaceCandidates('本島北部の公園。正殿などが焼けたが、池を囲む散歩道が気持ちいい。首里城へ。');
      expect(names(candidates)).to.include.members(['本島', '正殿', '散歩道', '首里城']);
      const everyday = candidates.filter((candidate) => candidate.everyday).map((candidate) => candidate.name);
      expect(everyday).to.have.members(['本島', '正殿', '散歩道']);
    });

    it('reads no person, regional dish or ranked group as a place', async () => {
      expect(await found('俵屋宗達の屏風を見る。出島のカピタン部屋。')).to.deep.equal(['出島']);
      expect(await found('名物の博多ラーメンと札幌ラーメン、一蘭ラーメン本店。')).to.deep.equal(['一蘭ラーメン本店']);
      expect(await found('日本三名園のひとつ、兼六園。')).to.deep.include('兼六園').and.not.include('日本三名園');
    });

    it('starts a name at its proper noun, not at a number glued before it', async () => {
      expect(await found('翌日は朝一金沢駅から。')).to.deep.equal(['金沢駅']);
    });
  });

  describe('Chinese (jieba)', () => {
    it('finds places in a simplified Chinese itinerary, not the food', async () => {
      const list = await found('第一天先去故宫博物院，下午逛南锣鼓巷，晚上去王府井小吃街。');
      expect(list).to.deep.equal(['故宫博物院', '南锣鼓巷', '王府井小吃街']);
    });

    it('given a trade before 市场 (民航市场, 外汇市场), when read, then it is economics, no market to walk through', async () => {
      expect(await found('今年民航市场持续恢复，外汇市场也很平稳。')).to.deep.equal([]);
      expect(await found('这是重要舞台，平均靠桥率也提升了。')).to.deep.equal([]);
      expect(await found('下午逛了东门市场。')).to.deep.equal(['东门市场']);
    });

    it('reads traditional Chinese as written, tagging it through its simplified form', async () => {
      expect(await found('九份老街的芋圓很有名，之後去十分放天燈。')).to.deep.equal(['九份老街', '十分']);
      expect(await found('臺北故宮博物院在士林區。')).to.deep.equal(['臺北', '故宮博物院', '士林區']);
    });

    it('keeps place words, compounds with a place ending and numbered buildings', async () => {
      const list = await found('成都必去：宽窄巷子、武侯祠，晚上吃火锅。台北101和士林夜市，杭州西湖，上海东方明珠塔，北京动物园。');
      expect(list).to.deep.equal(['成都', '宽窄巷子', '武侯祠', '台北101', '士林夜市', '杭州', '西湖', '上海', '东方明珠塔', '北京动物园']);
    });

    it('drops generic words, dishes and prices', async () => {
      expect(await found('旅游攻略：景点、美食、小吃、夜市和公园。牛肉面和小笼包都很好吃，人均100元。')).to.deep.equal([]);
      expect(await found('门票预留：布达拉宫200元+大昭寺85元。总时长：10天')).to.deep.equal(['布达拉宫', '大昭寺']);
      expect(await found('一路往八大峡广场溜达。')).to.deep.equal(['八大峡广场']);
    });

    it('reads common words jieba tags as places as common words', async () => {
      expect(await found('周末人山人海，门口排起长龙，夕阳很美。')).to.deep.equal([]);
      expect(await found('建议错峰出行，避开人潮高峰，坐公交上山。')).to.deep.equal([]);
    });

    it('drops kinds of street, house and restaurant, and reads a city and its centre as the city', async () => {
      expect(await found('沿着石板小路走到一家川菜馆，旁边是独栋小楼。')).to.deep.equal([]);
      expect(await found('弄堂里有好几家咖啡馆，整座古城都很安静。')).to.deep.equal([]);
      expect(await found('住在大阪市区的朋友。')).to.deep.equal(['大阪']);
      expect(await found('坐车到台北车站')).to.deep.equal(['台北车站']);
    });

    it('finds a small place after a verb of motion, after "and", and in a list', async () => {
      expect(await found('先到猴硐，再去十分，最后坐车到菁桐。')).to.deep.equal(['猴硐', '十分', '菁桐']);
      // A verb ending in a preposition, or a negation, jieba does not know is no part of the name after it.
      expect(await found('别把时间耗在崂山上，这里不像崂山那样远。')).to.deep.equal(['崂山', '崂山']);
      // What one does at a place, glued to its name by jieba, is no part of it either.
      expect(await found('先登城隍阁看城，再去万松书院。')).to.deep.equal(['城隍阁', '万松书院']);
      expect(await found('今天去九份和金瓜石。')).to.deep.equal(['九份', '金瓜石']);
      expect(await found('到十点再说，我们去了很多地方。')).to.deep.equal([]);
      expect(await found('從清水寺往下走就是三年坂，再接二年坂。')).to.deep.equal(['清水寺', '三年坂', '二年坂']);
      const listed = await cjkPlaceCandidates('首尔必逛：明洞、弘大、梨泰院、三清洞。');
      expect(names(listed)).to.deep.equal(['明洞', '弘大', '梨泰院', '三清洞']);
      expect(listed.find((candidate) => candidate.name === '弘大')?.cue).to.equal('listed');
      expect(await found('小吃：牛肉面、小笼包、臭豆腐、士林夜市')).to.deep.equal(['士林夜市']);
      // The sentence before a list's first item is no part of it: a time, a motion, 了.
      expect(await found('下午去了鼓楼、代王府、九龙壁和华严寺。')).to.deep.equal(['鼓楼', '代王府', '九龙壁', '华严寺']);
      // A common word the sentence ends on before the list is no item of it; one a name ends with is.
      expect(await found('拿到号就去【逛古城】，鼓楼、代王府、九龙壁、法华寺这些看时间挑着逛。')).to.deep.equal(['鼓楼', '代王府', '九龙壁', '法华寺']);
      expect(await found('这一趟主要去了这几个地方：黄山风景区、西递、宏村。')).to.deep.equal(['黄山风景区', '西递', '宏村']);
      // Words that say places follow make a list of names no dictionary knows; a name jieba cut into characters is whole.
      expect(await found('大理六天躺平,三个地方👉才村、沙溪、双廊。')).to.deep.equal(['才村', '沙溪', '双廊']);
      expect(await found('小吃：牛肉面、小笼包、臭豆腐')).to.deep.equal([]);
      // A phrase ending in an aspect particle is the verb's: "正对着" is no part of the name after it.
      expect(await found('早饭在这里解决，都能正对着武康大楼。')).to.deep.equal(['武康大楼']);
    });

    it('finds a shop named by its dish, not the dish of a city', async () => {
      const candidates = await cjkPlaceCandidates('老王牛肉汤很好喝，台南牛肉汤和一碗牛肉汤也是。');
      expect(names(candidates)).to.deep.equal(['老王牛肉汤', '台南']);
      expect(candidates[0]!.cue).to.equal('proper-noun');
    });

    it('finds islets and crags, and a name without the word that describes it', async () => {
      const list = await found('坐渡轮去鼓浪屿，日光岩在晨光里。第一站去厦门的地标环岛路。');
      expect(list).to.include.members(['鼓浪屿', '日光岩', '环岛路']);
      expect(await found('附近有个鸣沙山。')).to.include('鸣沙山');
    });

    it('leaves out what a summary does with the names after it: compiles, rounds up, recommends', async () => {
      expect(await found('盘点大理古城、洱海')).to.deep.equal(['大理古城', '洱海']);
      expect(await found('推荐一家私房菜馆和西湖')).to.not.include('推荐一家私房菜馆');
    });

    it('finds ropeways, hill forts, mansions and galleries of rock; not a stage, a front desk or a government', async () => {
      expect(await found('第二天坐天门山索道上山。下午去乌龙寨和天波府，最后走十里画廊。')).to.include.members(['天门山索道', '乌龙寨', '天波府', '十里画廊']);
      expect(await found('他在舞台上唱歌，前台很热情，市政府在旁边。')).to.deep.equal([]);
    });

    it('finds springs, causeways, statues and a poet\'s cottage; not a hot spring or a fountain in general', async () => {
      expect(await found('下午去月牙泉，再沿着杨公堤骑车，看看普希金雕像和杜甫草堂。')).to.include.members(['月牙泉', '杨公堤', '普希金雕像', '杜甫草堂']);
      expect(await found('广场上有一个喷泉。')).to.not.include('喷泉');
    });

    it('finds a shop named by a mainland dish, not a dish named by how it is made', async () => {
      expect(await found('推荐巷子口小锅米线。')).to.include('巷子口小锅米线');
      expect(await found('午饭吃了荔枝烧鹅。')).to.not.include('荔枝烧鹅');
    });

    it('finds words outside the dictionary by their place ending', async () => {
      expect(await found('东京浅草寺、伏见稻荷大社')).to.deep.equal(['东京', '浅草寺', '伏见稻荷大社']);
    });

    it('starts a name at a word boundary, drops idioms, servings of a dish and the parts of a sight', async () => {
      expect(await found('第二天金泽21世纪美术馆')).to.deep.equal(['金泽21世纪美术馆']);
      expect(await found('杭州的大街小巷都很热闹，满园春色。')).to.deep.equal(['杭州']);
      expect(await found('我点了一份片儿川和一碗拌川，还有一杯龙井茶。')).to.deep.equal([]);
      expect(await found('从灵隐寺南门进，再去天目山前山。')).to.deep.equal(['灵隐寺', '天目山']);
      expect(await found('大熊猫基地的幼崽馆很可爱，从南门进。')).to.deep.equal([]);
      expect(await found('就到了九份。九份老街人挤人')).to.deep.equal(['九份老街']);
      expect(await found('西湖+灵隐寺+河坊街')).to.deep.equal(['西湖', '灵隐寺', '河坊街']);
    });

    it('reads kinds of temple, tower and lake, a style, a count of peaks and a verb of taking in as no names', async () => {
      expect(await found('可以感受千年古寺的宁静，是有名的佛教寺院，属于密檐式实心砖塔。')).to.deep.equal([]);
      expect(await found('十九峰之间流着溪水，边体会古城的历史味道。')).to.deep.equal([]);
    });

    it('reads a name that jieba cuts before a lone place ending as one (崇圣/寺/三塔), two names as two (杭州/西湖)', async () => {
      expect(await found('四、崇圣寺三塔')).to.deep.equal(['崇圣寺三塔']);
      expect(await found('杭州西湖')).to.deep.equal(['杭州', '西湖']);
    });

    it('opens a name at a word jieba reads as a verb or a position before a kind of place; not a verb of going or one before a known name', async () => {
      expect(await found('贵阳筑城广场。')).to.deep.equal(['贵阳', '筑城广场']);
      expect(await found('推荐坐到如意桥码头，中午别去。')).to.deep.equal(['如意桥码头']);
      expect(await found('先后路过李慰农公园、海上皇宫和海关大楼。')).to.deep.equal(['李慰农公园', '海上皇宫', '海关大楼']);
      expect(await found('我们走进公园，然后去广场。')).to.deep.equal([]);
      expect(await found('镇上的清真寺和大教堂都很安静。')).to.deep.equal([]);
      expect(await found('吃完饭赶去三八广场坐电车，再讲白塔和五亭桥。')).to.include.members(['三八广场', '五亭桥']);
      expect(await found('这里有两座桥和三个公园，还有千年学府的故事。')).to.deep.equal([]);
      expect(await found('结束蝴蝶泉，初探天门山。')).to.not.include.members(['结束蝴蝶泉', '初探天门山']);
    });

    it('reads a rank among places of a kind as no name (全国十大名寺, 天下第一塔)', async () => {
      expect(await found('这里是全国十大名寺之一，旁边就是天下第一塔。')).to.deep.equal([]);
    });

    it('reads an institution named by common words after its town as one name (上海/工艺美术/博物馆)', async () => {
      expect(await found('路上有上海工艺美术博物馆。')).to.deep.equal(['上海工艺美术博物馆']);
    });

    it('reads a kind of eatery that common words describe as no name', async () => {
      expect(await found('这里是名气最大的老字号茶楼之一。爬完山有不少农家菜馆。推荐早茶茶楼')).to.deep.equal([]);
      expect(await found('晚上去莲香楼。')).to.deep.equal(['莲香楼']);
    });
  });

  describe('Korean (words and particles)', () => {
    it('finds eateries named by their kind (a raw-fish house, a Chinese restaurant); not the kind alone', async () => {
      expect(await found('근처에서 사람이 제일 많던 환여횟집에 들어갔다.')).to.deep.equal(['환여횟집']);
      expect(await found('근처 횟집에서 먹고 빵집에 들렀다.')).to.deep.equal([]);
    });

    it('reads a café\'s inside and breadcrumbs as no places', async () => {
      expect(await found('퉁 카페 실내 모습.')).to.deep.equal([]);
      expect(await found('바삭한 빵가루를 입힌 돈가스.')).to.deep.equal([]);
      expect(await found('3층짜리 건물과 2량짜리 열차.')).to.deep.equal([]);
      expect(await found('관광지로 이름난 순천에 갔다.')).to.not.include('이름난 순천');
      expect(await found('오후에는 우포늪 습지를 걸었다.')).to.include('우포늪 습지');
    });

    it('finds places abroad in Hangul named with their English kind; not a water park, a night market or a railway track in general', async () => {
      expect(await found('오늘은 킹스파크와 보타닉가든을 걷고 존커스트리트에서 저녁을 먹었다.')).to.deep.equal(['킹스파크', '보타닉가든', '존커스트리트']);
      expect(await found('워터파크에 가고 나이트마켓 구경을 했다.')).to.deep.equal([]);
      expect(await found('기찻길을 따라 걷고 마천루를 봤다.')).to.deep.equal([]);
    });

    it('finds palaces, villages and markets, not the dish', async () => {
      const list = await found('첫째 날은 경복궁을 보고 북촌한옥마을을 걸은 뒤 광장시장에서 빈대떡을 먹었어요.');
      expect(list).to.deep.equal(['경복궁', '북촌한옥마을', '광장시장']);
    });

    it('finds theme parks, valleys and houses named in English, not a downtown or a guesthouse in general', async () => {
      expect(await found('지리산온천랜드에 묵고 허브밸리와 아리랑하우스에 갔다.')).to.deep.equal(['지리산온천랜드', '허브밸리', '아리랑하우스']);
      expect(await found('다운타운에서 게스트하우스로 갔다.')).to.deep.equal([]);
    });

    it('finds a restaurant with a name, not a cuisine\'s restaurant in general', async () => {
      expect(await found('진미식당에 갔다. 바 뒤편에 그리스식당이 있고 한식당과 인도음식점도 있다.')).to.deep.equal(['진미식당']);
    });

    it('finds a shop named by its dish, not the dish alone', async () => {
      expect(await found('저녁은 진미통닭에서 먹었어요.')).to.deep.equal(['진미통닭']);
      expect(await found('아침으로 돼지국밥을 먹었어요.')).to.deep.equal([]);
      expect(await found('첫 코스는 무조건 닭강정. 아바이순대도 먹었어요.')).to.deep.equal([]);
      expect(await found('중국은 관광비자 사전 발급 필수, 비자 규정도 미리 확인!')).to.deep.equal([]);
    });

    it('given a verb\'s connective form or an adjective made a noun before a word that ends like a place, when read, then no name opens there', async () => {
      expect(await found('더 많은 곳을 다닐 수 있으니 끌리는 게 당연하죠')).to.deep.equal([]);
      expect(await found('추가 비용이나 불편함 때문에 당황하게 됩니다')).to.deep.equal([]);
      expect(await found('항공사는 규정이 저마다 다릅니다')).to.deep.equal([]);
      expect(await found('1인당 면세 한도는 사람당 800달러, 처방전을 챙기세요')).to.deep.equal([]);
      expect(await found('어쨌든 확정된 예약번호를 받았다')).to.deep.equal([]);
      expect(await found('통신사마다 다르고 로밍 센터에서 사각지대를 확인하세요. 로밍도 비싸요')).to.deep.equal([]);
      expect(await found('궁금증을 풀어 드리겠습니다')).to.deep.equal([]);
      expect(await found('매번 미리 예약하세요')).to.deep.equal([]);
      expect(await found('매출은 1조5097억원, 수익성은 개선됐다')).to.deep.equal([]);
      expect(await found('감천 문화마을에 갔어요')).to.deep.equal(['감천 문화마을']);
      // An island's name ends in 도, as "also" does: as a place's own name before a kind, it opens the name.
      expect(await found('오동도 등대까지 걸어서 올라갔다')).to.deep.equal(['오동도 등대']);
    });

    it('keeps names written in two words, districts, cafés and Hanja in brackets', async () => {
      const candidates = await cjkPlaceCandidates(
        '부산 여행: 감천 문화마을, 해운대 해수욕장, 해동용궁사. 경복궁(景福宮) 근처 맛집과 카페 어니언에서 커피. 익선동, 제주도에서 성산일출봉.',
      );
      expect(names(candidates)).to.deep.equal([
        '부산', '감천 문화마을', '해운대 해수욕장', '해동용궁사', '경복궁', '景福宮', '카페 어니언', '익선동', '제주도', '성산일출봉',
      ]);
      expect(candidates.find((candidate) => candidate.name === '景福宮')?.cue).to.equal('bracket');
    });

    it('drops generic words and words that only end like places', async () => {
      expect(await found('맛집 카페 여행 코스! 유명한 시장 근처 친구 회사에서 질문.')).to.deep.equal([]);
      expect(await found('하루 마무리는 볼거리 많은 세부 구역에서. 미나리와 블루베리를 샀다. 카페 모음.')).to.deep.equal([]);
    });

    it('reads 도 as "also" after verbs, particles and common nouns, and as an island otherwise', async () => {
      const list = await found('울릉도에서 하루를 보냈고, 음식도 맛있고 가격도 저렴했다. 비가 와도 좋고 밤에도 예뻤다. 거제도 여행도 추천.');
      expect(list).to.deep.equal(['울릉도', '거제도']);
      expect(await found('사라질 수도 있는 가게들이라 현지인도 관광객도 많다. 여기가 그중에서도 최고이기도 하다.')).to.deep.equal([]);
    });

    it('reads 도 before a form of 하다 as "also", and no material or kind of house before a kind of place as a name', async () => {
      expect(await found('운이 좋으면 시음도 할 수 있다. 제주도 가는 길. 관저는 지금도 쓰인다. 바다 쪽으로 튀어나온 반도 모양.')).to.deep.equal(['제주도']);
      expect(await found('벽화가 그려진 골목, 맛집을 골고루 갖췄다. 해물파전과 근정전.')).to.deep.equal(['근정전']);
      expect(await found('붉은 벽돌 성당과 한옥 골목이 예쁘다. 전동성당 앞.')).to.deep.equal(['전동성당']);
    });

    it('marks a second name in brackets with the name before it', async () => {
      const candidates = await cjkPlaceCandidates('경주향교(교촌마을), 첨성대. 金閣寺（鹿苑寺）へ。箱根（大涌谷）も。');
      expect(names(candidates)).to.include.members(['경주향교', '교촌마을', '첨성대', '金閣寺', '鹿苑寺', '箱根', '大涌谷']);
      const aliasOf = (name: string): string | undefined => candidates.find((candidate) => candidate.name === name)?.aliasOf;
      expect([aliasOf('교촌마을'), aliasOf('鹿苑寺'), aliasOf('大涌谷'), aliasOf('첨성대')]).to.deep.equal(['경주향교', '金閣寺', '箱根', undefined]);
    });

    it('reads a district before a place named by a longer kind as one name, two full names as two', async () => {
      expect(await found('보수동 책방골목을 걷고 경복궁 창덕궁을 봤다.')).to.deep.equal(['보수동 책방골목', '경복궁', '창덕궁']);
    });

    it('leaves verb forms and descriptions out of names', async () => {
      expect(await found('광장을 지나 덕수궁을 거쳐 정동길을 따라 걸었다. 동쪽 문인 대한문 앞에서 사진.')).to.deep.equal(['덕수궁', '정동길', '대한문']);
      expect(await found('오래된 건물 사이로 이어진 골목, 하얀 등대와 작은 포구.')).to.deep.equal([]);
    });

    it('finds halls of a palace and the names without a place ending in a list of places', async () => {
      expect(await found('창덕궁 인정전과 선정전을 둘러봤다.')).to.deep.equal(['창덕궁', '인정전', '선정전']);
      const candidates = await cjkPlaceCandidates('남해 여행지(독일마을, 보리암, 상주은모래비치, 원예예술촌)를 소개합니다.');
      expect(names(candidates)).to.deep.equal(['독일마을', '보리암', '상주은모래비치', '원예예술촌']);
      // 보리암 ends like a hermitage and 상주은모래비치 like a beach; 원예예술촌 is found by the list alone.
      expect(candidates.find((candidate) => candidate.name === '보리암')?.cue).to.equal('place-type');
      expect(candidates.find((candidate) => candidate.name === '상주은모래비치')?.cue).to.equal('place-type');
      expect(candidates.find((candidate) => candidate.name === '원예예술촌')?.cue).to.equal('listed');
      // "..., 그리고 송강정": the last item after "and" is the name, not the conjunction.
      const pavilions = await cjkPlaceCandidates('면앙정과 식영정, 취가정, 환벽당, 소쇄원, 명옥헌, 그리고 송강정 같은 정자들');
      expect(names(pavilions)).to.deep.equal(['면앙정', '식영정', '취가정', '환벽당', '소쇄원', '명옥헌', '송강정']);
      // A listed name may end in a number.
      expect(await found('볼거리로는 나고야성, 아쓰타신궁, 오아시스21, 백조정원 등이 있다.')).to.include('오아시스21');
    });

    it('reads no adnominal verb form before a bare kind of place, and no verb fragment, as a name', async () => {
      expect(await found('끝없이 펼쳐진 해수욕장을 걸었다. 파도 소리가 섞여 들리는 카페.')).to.deep.equal([]);
      expect(await found('해운대 해수욕장과 감천 문화마을')).to.deep.equal(['해운대 해수욕장', '감천 문화마을']);
    });
  });

  describe('kinds of error', () => {
    it('Chinese: keeps a place ending after a position or time word, and a shop whose dish jieba cuts apart', async () => {
      expect(await found('下午去安平水上乐园，晚上去阿香姨芋圆。')).to.include.members(['安平水上乐园', '阿香姨芋圆']);
      expect(await found('接着走到三清洞喝咖啡。')).to.include('三清洞');
    });

    it('Chinese: finds a path named "之道" after a name, not the idioms of "the way to"', async () => {
      expect(await found('傍晚沿着哲学之道散步。')).to.deep.equal(['哲学之道']);
      expect(await found('这就是养生之道，也是待客之道。')).to.deep.equal([]);
    });

    it('Chinese: finds a name standing alone on a line or after a heading dash', async () => {
      expect(await found('川菜——听雨\n老店\n蜀味苑\n')).to.deep.equal(['听雨', '蜀味苑']);
      // A person's name alone on a line is not taken.
      expect(await found('小吃——马大姐\n')).to.deep.equal([]);
      expect(await found('精选\n')).to.deep.equal([]);
    });

    it('Chinese: drops a described kind of place, an embassy and a company', async () => {
      expect(await found('桥下是一座窄窄的铁索桥。')).to.deep.equal([]);
      expect(await found('附近有大使館和领事馆。')).to.deep.equal([]);
      expect(await found('本文由华南实业坊提供。')).to.not.include('华南实业坊');
    });

    it('drops the parts of an address and the landmark it is near', async () => {
      expect(await found('店在这里。\n地址：福星路12号（师大南门附近）')).to.deep.equal([]);
      expect(await found('주소: 경상북도 경주시 안강읍 옥산리 12')).to.deep.equal([]);
    });

    it('reads a note in brackets and a katakana reading after a place as no second place', async () => {
      expect(await found('先到台北美术馆(换票)再逛。')).to.deep.equal(['台北美术馆']);
      expect(await found('銀閣寺（ギンカクジ）を眺める。')).to.deep.equal(['銀閣寺']);
    });

    it('Japanese: a place ending followed by one more character names something else', async () => {
      expect(await found('正門将の交代を見た。')).to.deep.equal([]);
    });

    it('Korean: an address, a city before a named sight, an old town, a nickname in brackets and an area', async () => {
      expect(await found('이 절은 경주시 양북면 호암리에 있다.')).to.deep.equal([]);
      expect(await found('서울 조계사와 전주 한옥마을')).to.deep.equal(['조계사', '전주 한옥마을']);
      expect(await found('오후에는 리스본 구시가지를 걸었다.')).to.deep.equal(['리스본 구시가지']);
      const nicknamed = await cjkPlaceCandidates('광안대교(다이아몬드 브리지)와 해동용궁사(용궁사)');
      expect(nicknamed.map((candidate) => [candidate.name, candidate.aliasOf])).to.deep.equal([['광안대교', undefined], ['해동용궁사', undefined], ['용궁사', '해동용궁사']]);
      expect(await found('난바 지역: 식당이 많다. 해당 지역은 조용하다. 호텔 도착 후 해산.')).to.deep.equal(['난바']);
      expect(await found('10:00불국사에서 출발. 2일차 일정')).to.deep.equal(['불국사']);
    });

    it('Korean: where food comes from, a second visit and an interjection are no mountain, room or temple', async () => {
      expect(await found('내돈내산 후기. 돼지고기는 국내산이라 좋았고 재방문 의사 있다. 감탄사가 나왔다.')).to.deep.equal([]);
    });
  });

  it('sends each sentence to its own language on a mixed page and ignores Latin text', async () => {
    const list = await found('Day 1 in Kyoto. 清水寺へ行きました。경복궁을 봤어요. 我们去了西湖。第一天去故宫博物院。');
    expect(list).to.deep.equal(['清水寺', '경복궁', '西湖', '故宫博物院']);
    expect(await cjkPlaceCandidates('Day 1: the Tower of London')).to.deep.equal([]);
  });

  describe('kinds of name the analysers used to miss', () => {
    it('reads temples abroad, old shops and wharves as places in Japanese', async () => {
      expect(await found('続いてクアンコン廟へ。')).to.deep.equal(['クアンコン廟']);
      expect(await found('岩崎本舗の角煮まんじゅうがおすすめです。')).to.include('岩崎本舗');
      expect(await found('稲佐山夜景ツアー → 出島ワーフ → ホテル')).to.include('出島ワーフ');
      expect(await found('河北潟メタセコイア並木を歩いた。白米千枚田は海沿い。')).to.deep.equal(['河北潟メタセコイア並木', '白米千枚田']);
      expect(await found('廟と本舗、桜並木と棚田')).to.deep.equal([]);
    });

    it('reads a katakana name and の家 as a house one visits, not an everyday word and の家', async () => {
      expect(await found('タンキーの家にも寄ってみました。')).to.deep.equal(['タンキーの家']);
      expect(await found('ムーミンの家へ行く。ホストの家に泊まった。ママの家。')).to.deep.equal(['ムーミンの家']);
    });

    it('reads a common noun and の before a place\'s name as part of it, not a town, a descriptor or one kanji of where', async () => {
      expect(await found('箱根ガラスの森美術館を見学した。')).to.deep.equal(['箱根ガラスの森美術館']);
      expect(await found('京都の金閣寺へ。人気の公園です。先の兼六園に戻る。')).to.deep.equal(['京都', '金閣寺', '兼六園']);
    });

    it('reads a katakana name and の滝 or の森 as one place, and a verbal noun between a name and its ending', async () => {
      expect(await found('こちらのストーニークリークの滝はちゃんと水が流れていました。')).to.deep.equal(['ストーニークリークの滝']);
      expect(await found('つづいてバタフライ保護園へ。')).to.deep.equal(['バタフライ保護園']);
      expect(await found('観光案内所に寄る。')).to.deep.equal([]);
    });

    it('reads a lookout cut as a verbal noun and a suffix (展望/台) and a cape (崎) as places, not a surname in 崎', async () => {
      expect(await found('牧山展望台へ行く。竜宮城展望台から海を見た。')).to.deep.equal(['牧山展望台', '竜宮城展望台']);
      expect(await found('東平安名崎へ行く。')).to.deep.equal(['東平安名崎']);
      expect(await found('山崎さんと会った。岡崎さんも来た。')).to.deep.equal([]);
    });

    it('reads a Japanese street named 通 without り as a place, not traffic or the ordinary', async () => {
      expect(await found('山を下りて、小町通に到着！四条通を歩く。')).to.deep.equal(['小町通', '四条通']);
      expect(await found('交通が便利で、普通の店も多い。')).to.deep.equal([]);
    });

    it('reads a Japanese page\'s text in Chinese characters alone as Japanese, as Chinese when the Japanese analyser finds nothing in it', async () => {
      await preloadCjk();
      expect(names(cjkPlaceCandidatesSync('東平安名崎', 'ja'))).to.deep.equal(['東平安名崎']);
      expect(names(cjkPlaceCandidatesSync('東平安名崎'))).to.deep.equal([]);
      expect(names(cjkPlaceCandidatesSync('大浦天主堂', 'ja'))).to.deep.equal(['大浦天主堂']);
      expect(names(cjkPlaceCandidatesSync('小樽運河', 'ja'))).to.deep.equal(names(cjkPlaceCandidatesSync('小樽運河')));
    });

    it('reads a Korean hermitage (암) as a place, not a rock, and "카페 등" (cafés and so on) as no café', async () => {
      expect(await found('둘째 날은 아침 공기가 좋은 향일암 일출로 채웠습니다.')).to.deep.equal(['향일암']);
      expect(await found('제주 현무암 돌담이 예쁘다. 식사: 해산물 정식·카페 등')).to.deep.equal([]);
    });

    it('reads Korean gardens, halls and lakes in one syllable, piers and film sets as places; not money, workers, a yard alone or a cruise boat\'s pier', async () => {
      expect(await found('대숲의 천국 죽녹원, 환벽당과 명옥헌, 담양호의 물빛')).to.deep.equal(['죽녹원', '환벽당', '명옥헌', '담양호']);
      expect(await found('순천 드라마 촬영장에 들렀다')).to.deep.equal(['드라마 촬영장']);
      expect(await found('입장료는 오천원이고 직원과 공무원이 친절하다. 전화번호는 없다.')).to.deep.equal([]);
      expect(await found('마당을 지나 유람선 선착장으로')).to.deep.equal([]);
    });

    it('reads Korean royal tombs, tumuli, old houses, a photo studio and a folk village as places; not a pistol', async () => {
      expect(await found('대릉원에는 미추왕릉, 황남대총, 천마총 등 고분이 모여 있다')).to.include.members(['미추왕릉', '황남대총', '천마총']);
      expect(await found('히로쓰 가옥과 초원사진관을 지나 안동민속촌으로')).to.include.members(['히로쓰 가옥', '초원사진관', '안동민속촌']);
      expect(await found('권총 모양의 기념품을 샀다')).to.deep.equal([]);
    });

    it('reads fortresses and cable cars as places in Korean, a kind alone as none', async () => {
      expect(await found('사천바다케이블카 체험')).to.deep.equal(['사천바다케이블카']);
      expect(await found('아프간 요새는 스페인이 다스리던 시절')).to.deep.equal(['아프간 요새']);
      expect(await found('케이블카를 타고 요새에 올랐다')).to.deep.equal([]);
    });

    it('opens a Korean name with one syllable that is no determiner or particle', async () => {
      expect(await found('언덕에는 괌 박물관이 있다')).to.deep.equal(['괌 박물관']);
      expect(await found('그 박물관에 갔다가 옆 시장도 들렀다')).to.deep.equal([]);
      expect(await found('Dotonbori는 골목이 많다')).to.not.include('는 골목');
    });

    it('reads a Korean island before a case particle, not the particle "also"', async () => {
      expect(await found('통영에서 소매물도로 가는 배를 탔어요.')).to.include('소매물도');
      expect(await found('욕지도에서 하룻밤')).to.deep.equal(['욕지도']);
      expect(await found('음식도 맛있고 관광객도 많아요. 자동차도로를 달려')).to.deep.equal([]);
    });

    it('reads the second of two names that 等 closes after a place, not after a dish', async () => {
      const pair = await cjkPlaceCandidates('湖上还有不少漂亮的小岛，像金梭岛、小普陀等，各有各的风景。');
      expect(pair.map((candidate) => `${candidate.name}/${candidate.cue}`)).to.deep.equal(['金梭岛/place-type', '小普陀/listed']);
      expect(await found('早餐吃了米线、饵丝等。')).to.deep.equal([]);
    });

    it('marks the other items of a list of places as listed', async () => {
      const korean = await cjkPlaceCandidates('성산일출봉, 섭지코지, 만장굴, 천지연폭포');
      expect(korean.find((candidate) => candidate.name === '섭지코지')?.cue).to.equal('listed');
      const chinese = await cjkPlaceCandidates('今天去了五华楼、古城南门、洋人街、观音寺等等。');
      expect(names(chinese)).to.include.members(['五华楼', '观音寺']);
      expect(chinese.filter((candidate) => candidate.cue === 'listed').map((candidate) => candidate.name)).to.not.include('五华楼');
    });

    it('given a long list with two places among its items, when read, then its shops are listed too; not its dishes or fruit', async () => {
      const shops = await cjkPlaceCandidates('晚上逛吃的地方有黄家埕、观音寺、阿坤记、陈记卤面、文庙、麦记糖水。');
      expect(shops.filter((candidate) => candidate.cue === 'listed').map((candidate) => candidate.name)).to.include.members(['阿坤记', '陈记卤面']);
      expect(await found('这次吃到的有云吞面、观音寺、鼓浪屿、炒粿条、肠粉。')).to.deep.equal(['观音寺', '鼓浪屿']);
      expect(await found('午饭后去了观音寺、鼓浪屿、苹果、香蕉、橙子。')).to.deep.equal(['观音寺', '鼓浪屿']);
    });

    it('given Korean words that say places follow, when read, then the list after them names its plain nouns, each with its last syllable; not a verb before "and"', async () => {
      expect(await found('통영 가볼만한곳은 동피랑, 거북선, 다도해, 중앙시장이 있다.')).to.deep.equal(['동피랑', '거북선', '다도해', '중앙시장']);
      expect(await found('먹은 것은 김밥, 떡볶이, 순대')).to.deep.equal([]);
      expect(await found('온천에 몸을 담갔고, 구룡계곡과 허브밸리, 실상사도 챙겼다')).to.not.include('담갔고');
    });
  });

  it('answers synchronously once the analysers are loaded', async () => {
    await preloadCjk();
    expect(names(cjkPlaceCandidatesSync('金閣寺に行った。'))).to.deep.equal(['金閣寺']);
  });
});
