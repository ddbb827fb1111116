import CorollaService

/// The sample catalog `corolla demo` imports, embedded in the binary so that the demo works from
/// any folder: 64 real plants with Latin and Chinese names, short and very long, of every kind,
/// with notes of every length; 40 of them favorites.
///
/// The template is CSV whose first column, `days_ago`, says how many days before today each plant
/// was last watered; ``csv(today:)`` turns it into a `last_watered` date, so that some plants
/// need water on the day the demo runs, whenever that is.
enum DemoCatalog {
    /// The number of plants, and of favorites, in the template.
    static let plantCount = 64
    static let favoriteCount = 40

    /// The template as an import file: `last_watered` dates counted back from `today`.
    static func csv(today: CalendarDate) -> String {
        var lines = template.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices {
            guard let comma = lines[index].firstIndex(of: ",") else { continue }
            let rest = lines[index][comma...]
            if index == 0 {
                lines[index] = "last_watered" + rest
            } else if let days = Int(lines[index][..<comma]) {
                lines[index] = CalendarDate(daysSince1970: today.daysSince1970 - days).description + rest
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The catalog, `days_ago` first.
    static let template = """
        days_ago,key,name,kind,water_every_days,favorite,notes
        2,monstera,Monstera deliciosa,foliage,7,true,"Bright, indirect light; wipe the leaves monthly."
        9,guibeizhu,龟背竹,foliage,7,true,喜温暖湿润，忌阳光直射。
        1,pothos,Epipremnum aureum 'Marble Queen',foliage,7,true,Trails happily from the bookshelf.
        3,lvluo,绿萝,foliage,5,true,
        4,fiddle-leaf,Ficus lyrata,foliage,7,true,"Hates being moved. Turn it a quarter every week so it grows straight, and keep it away from the draughty door."
        0,rubber-plant,Ficus elastica 'Tineke',foliage,10,true,Variegated; more light keeps the cream.
        12,snake-plant,"Sansevieria trifasciata 'Laurentii' (mother-in-law's tongue, snake plant)",succulent,14,true,Nearly unkillable. Water only when bone dry.
        6,huweilan,虎尾兰,succulent,14,true,
        2,zz-plant,Zamioculcas zamiifolia,foliage,14,true,
        8,calathea,Calathea orbifolia,foliage,4,true,"Filtered water only; brown edges mean the air is too dry."
        1,maranta,Maranta leuconeura 'Fascinata' (prayer plant),foliage,5,true,Folds its leaves at night.
        3,pilea,Pilea peperomioides,foliage,7,true,Give the pups away.
        5,jinqianshu,金钱树,foliage,12,true,又名雪铁芋，耐旱。
        2,aloe,Aloe vera,succulent,14,true,
        20,echeveria,Echeveria elegans,succulent,10,true,Mexican snowball. Full sun on the south sill.
        4,duorou,多肉植物拼盘,succulent,10,true,石莲花、玉露、熊童子，一起种在浅盆里。
        7,haworthia,Haworthiopsis attenuata,succulent,14,true,
        30,golden-barrel,Echinocactus grusonii,cactus,21,true,Golden barrel cactus. Gloves!
        10,xianrenzhang,仙人掌,cactus,21,true,
        9,bunny-ears,Opuntia microdasys,cactus,21,true,"Bunny ears: looks soft, is not."
        2,christmas-cactus,Schlumbergera truncata,cactus,7,true,Blooms in December if the nights are cool.
        1,phalaenopsis,Phalaenopsis 'Sogo Yukidian',flowering,7,true,"Soak the bark for ten minutes, then drain completely. Never leave water in the crown."
        3,hudielan,蝴蝶兰,flowering,7,true,
        2,peace-lily,Spathiphyllum wallisii,flowering,5,true,Droops dramatically when thirsty.
        6,anthurium,Anthurium andraeanum,flowering,6,true,
        4,african-violet,Saintpaulia ionantha,flowering,5,true,Water from below; cold drops spot the leaves.
        1,jasmine,Jasminum polyanthum,flowering,3,true,
        5,yueji,月季 'Rosa chinensis',flowering,3,true,每周施一次薄肥。
        2,basil,Ocimum basilicum,herb,2,true,Pinch the flowers off.
        0,mint,Mentha spicata,herb,2,true,
        3,rosemary,Salvia rosmarinus,herb,7,true,Likes it dry and bright.
        1,xiangcai,香菜,herb,2,true,
        4,thyme,Thymus vulgaris,herb,6,true,
        2,boston-fern,Nephrolepis exaltata 'Bostoniensis',fern,3,true,Loves the bathroom.
        5,maidenhair,Adiantum raddianum,fern,2,true,"Never let it dry out. Never. Not even once, not even for a weekend away: ask the neighbours."
        1,tieshanjue,铁线蕨,fern,3,true,
        3,birds-nest,Asplenium nidus,fern,5,true,
        2,staghorn,Platycerium bifurcatum,fern,7,true,Mounted on a board; dunk it.
        8,wenzhu,文竹,fern,4,true,
        0,string-of-pearls,Curio rowleyanus (string of pearls),succulent,10,true,
        2,hoya,Hoya carnosa 'Krimson Queen',foliage,10,false,Let it flower on the old spurs.
        4,philodendron,Philodendron hederaceum var. hederaceum 'Brasil' — heartleaf philodendron,foliage,7,false,
        1,alocasia,Alocasia 'Polly',foliage,5,false,Sulks in winter.
        3,dracaena,Dracaena marginata,foliage,10,false,
        6,facaishu,发财树,foliage,10,false,
        2,yucca,Yucca elephantipes,foliage,14,false,
        9,jade,Crassula ovata,succulent,14,false,Jade plant from grandmother's cutting.
        3,lithops,Lithops,succulent,30,false,
        5,kalanchoe,Kalanchoe blossfeldiana,succulent,10,false,
        11,yuzhulian,玉珠帘,succulent,14,false,
        4,mammillaria,Mammillaria elongata,cactus,21,false,
        2,hibiscus,Hibiscus rosa-sinensis,flowering,3,false,
        6,gardenia,Gardenia jasminoides,flowering,4,false,Acid soil; rain water.
        1,begonia,Begonia maculata,flowering,5,false,
        3,lavender,Lavandula angustifolia,herb,7,false,
        2,parsley,Petroselinum crispum,herb,3,false,
        7,chives,Allium schoenoprasum,herb,3,false,
        1,sword-fern,Nephrolepis cordifolia,fern,4,false,
        4,blue-star,Phlebodium aureum (blue star fern),fern,5,false,
        2,ivy,Hedera helix,,7,false,
        3,spider-plant,Chlorophytum comosum,,7,false,Spider plant.
        5,bonsai,Ficus microcarpa 'Ginseng',,5,false,
        1,ti-plant,Cordyline fruticosa,,6,false,
        2,air-plant,Tillandsia,,7,false,Mist twice a week.
        """
}
