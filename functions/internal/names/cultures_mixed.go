package names

// Races of two worlds, and the planetouched.
func init() {
	register(
		&culture{
			race: HalfElf, language: "Half-Elvish",
			onsets: parts("Cor:heart|Dar:oak|Eri:ever|Jas:jasper|Lir:lyre|Maer:sea-dawn|Nev:snow|Ori:gold|Sael:sea|Tav:twin|" +
				"Val:valiant|Kes:kestrel|Ren:reborn|Bry:hill|Ser:calm"),
			endings: parts("ian:%s-born|lyn:%s-pool|aen:twice %s|evan:young %s|essa:%s-grace|wen:fair %s|ith:%s-true|" +
				"ora:%s-light|ias:%s-wanderer|ell:%s-bell"),
			middles: parts("ri:wandering|la:twilit|ve:green|do:dusky"),
			rare:    parts("Ysar:twilight|Cyr:lordly|Kier:dark|Ivr:ivory|Ond:wave|Wyr:fated"),
			short: parts("Kes:kestrel|Rin:sea|Tav:twin|Lir:lyre|Jas:jasper|Nev:snow|Cora:heart|Dara:oak|Ren:reborn|" +
				"Vala:valiant|Bry:hill|Sera:calm"),
			family: &familyRule{label: "family",
				prefixes: parts("Silver:silver|River:river|Dawn:dawn|Willow:willow|Star:star|Fern:fern|Mist:mist|Moon:moon|" +
					"Amber:amber|Swift:swift|Wren:wren"),
				suffixes: parts("brook:brook|song:song|vale:vale|wind:wind|shade:shade|light:light|water:water|glade:glade"),
			},
			custom: byTradeFamily,
		},
		&culture{
			race: HalfOrc, language: "Orcish",
			onsets: parts("Den:strong|Feng:fang|Holg:bold|Krus:crushing|Mhur:grim|Ront:iron|Shum:thunder|Thok:thick|" +
				"Emm:brave|Kans:tusk|Sut:soot|Yev:wild|Bagg:broad|Gell:bitter|Henk:hard|Imsh:ember"),
			endings: parts("ch:%s-fist|ka:%s-daughter|ren:%s-son|ga:%s-blood|tha:%s-heart|elda:%s-mother|ek:%s-jaw|" +
				"if:%s-stride|en:%s-born|ol:%s-hide|er:%s-arm"),
			middles: parts("a:scarred|u:red|o:big|e:lean"),
			rare:    parts("Vhund:howling|Ghesk:biting|Dhrum:drumming|Orth:straight-backed|Yarn:yearning|Zhev:sharp"),
			short: parts("Dench:strength|Krusk:crusher|Ront:iron|Shump:thunderclap|Thokk:thick-skull|Gell:bitter|Henk:hard|" +
				"Vola:wild|Sutha:soot|Myev:flint|Ovak:gale|Neega:night|" +
				"Murga:mud|Tharka:stubborn|Ulga:howl|Varn:iron-willed|Rukka:rock|Hesk:hard|Droga:drummer|Yurk:tusk"),
			diminutives: parts("a:little %s|ik:young %s|o:dear %s|ush:wee %s"),
			custom:      byTitle,
		},
		&culture{
			race: Tiefling, language: "Infernal",
			onsets: parts("Akm:hunger|Amn:ember|Barak:brand|Dam:tamed|Ek:ash|Iad:violet|Kair:hour|Leuc:pale|Mel:honey|" +
				"Mord:bite|Pel:dark|Skam:mockery|Ther:beast|Nem:vengeance|Mak:blessing|Cri:judgment"),
			endings: parts("enos:%s-spirit|on:%s-bearer|as:%s-born|os:%s-tongue|emon:%s-keeper|ion:%s-child|eus:%s-lord|" +
				"ai:%s-flame|thos:%s-heart|aios:%s-ancient|eis:%s-daughter|eia:%s-maiden|issa:%s-queen|aria:%s-song"),
			middles: parts("ma:wicked|ke:hollow|ri:burning|to:bound|the:cursed"),
			rare:    parts("Xaph:abyssal|Vexr:tormented|Zhen:chained|Mephr:smoky|Azr:sulfurous|Ghael:grave|Orph:orphaned|Thyr:thorned"),
			short: parts("Hope:hope|Sorrow:sorrow|Chant:chant|Creed:creed|Glory:glory|Quest:quest|Reverence:reverence|" +
				"Temerity:temerity|Torment:torment|Weary:weariness|Ideal:ideal|Music:music|Poetry:poetry|Random:chance|" +
				"Nowhere:nowhere|Open:openness|Despair:despair|Fear:fear|Art:art|Carrion:carrion|Mercy:mercy|Virtue:virtue|" +
				"Doubt:doubt|Vigil:vigil|Whisper:whisper|Promise:promise|Riddle:riddle|Solace:solace|Penance:penance|Triumph:triumph|" +
				"Ardent:ardor|Bliss:bliss|Candor:candor|Charity:charity|Clemency:clemency|Constance:constancy|Devotion:devotion|Diligence:diligence|Faith:faith|Fortitude:fortitude|Grace:grace|Harmony:harmony|Justice:justice|Lament:lament|Liberty:liberty|Longing:longing|Malice:malice|Patience:patience|Prudence:prudence|Ransom:ransom|Resolve:resolve|Reverie:reverie|Silence:silence|Sincerity:sincerity|Solitude:solitude|Tempest:tempest|Truth:truth|Wonder:wonder|Zeal:zeal"),
			diminutives: parts("a:dear %s|ix:young %s|el:little %s|ie:small %s"),
			shortChance: 0.3, shortLabel: "A virtue name",
			custom: byTitle,
		},
		&culture{
			race: Aasimar, language: "Celestial",
			onsets: parts("Cas:shield|Im:grace|Lumi:light|Ora:prayer|Sera:fire|Tham:twin|Zadi:righteousness|Hali:holiness|" +
				"Eze:strength|Azra:help|Mika:humility|Rafa:healing|Uri:radiance|Gabr:might|Nath:gift"),
			endings: parts("el:%s of the gods|ael:%s of heaven|uel:%s of the light|phine:%s-flame|on:%s-bearer|ah:%s-song|" +
				"iah:%s given|amin:%s-hand|ethe:%s-grace|yon:%s-dawn"),
			middles: parts("ri:radiant|ma:merciful|the:holy|lu:shining|ze:just"),
			rare:    parts("Zeru:seraphic|Ophan:wheeling|Auri:golden|Cher:guarding|Thron:enthroned|Vir:virtuous|Hesed:kind"),
			short: parts("Lumi:light|Cass:shield|Rafe:healer|Mika:humble|Azra:helper|Uri:radiant|Ima:grace|Ezri:help|" +
				"Seri:fiery|Noa:motion|Zadi:righteous|Hali:holy|" +
				"Ari:lion|Eli:ascent|Joa:gift|Sefa:pure|Tova:good|Amar:eternal|Dani:judged|Lior:my light"),
			diminutives: parts("ie:dear %s|ra:little %s|sa:gentle %s|ya:beloved %s"),
			custom:      byTitle,
		},
		&culture{
			race: Firbolg, language: "Firbolg",
			onsets: parts("Fion:fair|Ros:wood|Daire:oak|Aod:fire|Eoch:horse|Muir:sea|Caoi:gentle|Niam:bright|Brea:beauty|" +
				"Cian:ancient|Dubh:dark|Gorm:blue|Lorc:fierce|Oisi:fawn|Tadh:poet|Sion:fox"),
			endings: parts("gus:%s-strength|lan:%s-land|aich:keeper of the %s|bhe:%s-bough|ne:%s-kin|oc:little %s|" +
				"ach:friend of the %s|ra:%s-grove|ghal:%s-valor|dan:%s-gift|mhor:great %s|nait:%s-spark"),
			middles: parts("ca:green|ro:deep|fa:quiet|le:mossy|ba:gentle"),
			rare:    parts("Ailb:rocky|Fiach:raven|Eithn:kernel|Scath:shadowed|Ruadh:red|Criom:bent|Sorch:bright"),
			short: parts("Ros:wood|Cian:ancient|Muir:sea|Aed:fire|Niam:bright|Rua:red|Fia:deer|Tadg:poet|Sile:blind|" +
				"Eoin:gracious|Orna:pale|Cait:pure"),
			family: &familyRule{label: "clan", chance: 0.6,
				prefixes: parts("Moss:moss|Elm:elm|Yew:yew|Rowan:rowan|Bark:bark|Root:root|Glen:glen|Stag:stag|Birch:birch|" +
					"Alder:alder|Heath:heath"),
				suffixes: parts("hollow:hollow|grove:grove|mead:mead|ring:ring|fold:fold|bower:bower|wold:wold"),
			},
			custom: byTitle,
		},
		&culture{
			race: Genasi, language: "Primordial",
			onsets: parts("Pyr:fire|Zeph:west wind|Ner:water|Ter:earth|Cal:heat|Sol:sun|Ifr:flame|Lith:stone|Ign:blaze|" +
				"Brum:mist|Krys:crystal|Aur:air|Magm:magma|Cind:cinder|Gal:gale|Flu:flow"),
			endings: parts("ex:%s-spark|is:%s-child|ux:%s-heart|ath:%s-born|ius:%s-lord|yx:%s-shard|ene:%s-calm|" +
				"ys:%s-tide|orr:%s-storm|an:%s-walker"),
			middles: parts("ro:raging|ma:molten|li:liquid|te:still|va:vast"),
			rare:    parts("Xyph:vaporous|Quar:quartz|Obsid:obsidian|Zirc:zircon|Thalas:oceanic|Vort:whirling|Basal:basalt"),
			short: parts("Cinder:cinder|Gale:gale|Flint:flint|Tide:tide|Slate:slate|Soot:soot|Rill:rill|Spark:spark|" +
				"Pyre:pyre|Shale:shale|Drift:drift|Brand:brand"),
			family: &familyRule{label: "line", chance: 0.5,
				prefixes: parts("Ember:ember|Storm:storm|Tide:tide|Stone:stone|Flame:flame|Wave:wave|Cloud:cloud|Magma:magma"),
				suffixes: parts("heart:heart|call:call|well:well|born:born|wake:wake|shaper:shaper"),
			},
			custom: byTitle,
		},
	)
}
