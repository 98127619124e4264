package names

// The races of the Player's Handbook. Each table is written "part:meaning";
// an ending's meaning may hold %s for the meaning of the rest of the name.
func init() {
	register(
		&culture{
			race: Human, language: "Old Common",
			onsets: parts("Al:noble|Ed:blessed|Os:divine|Wil:resolute|Ced:warlike|Leof:beloved|God:good|Har:battle-hardy|" +
				"Sig:victorious|Ald:old|Cyn:royal|Eld:elder|Ot:wealthy|Brun:brown|Rae:wise|Gund:fierce"),
			endings: parts("ric:ruler|win:friend|mund:protector|bert:bright one|wald:wielder|gar:spear|ward:guardian|" +
				"helm:helm|frith:peace|ard:heart|hild:battle-maid|burh:fortress|wyth:warrior|lyn:lake"),
			middles: parts("ber:bear-strong|fre:free|li:gentle|ma:mighty|ro:famed|wi:wise"),
			rare:    parts("Quen:queenly|Ysm:gray|Xand:defending|Thur:thunderous|Ivo:yew-bowed|Orm:serpent-wise|Hroth:glorious|Eth:noble-born"),
			short: parts("Tom:twin|Ned:wealthy guardian|Hal:ruler of the home|Bess:oath of God|Kate:pure|Will:resolute|" +
				"Meg:pearl|Jon:gift|Sam:heard|Ann:grace|Rob:bright fame|Jack:gift|Nell:light|Wat:army ruler|Tess:harvester|Mat:gift of God"),
			diminutives: parts("kin:little %s"),
			family: &familyRule{label: "family",
				prefixes: parts("Ash:ash tree|Black:black|Brook:brook|Cald:cold|Dun:dark|Fair:fair|Hart:stag|Marsh:marsh|" +
					"Red:red|Whit:white|Wood:wood|Thorn:thorn|Ram:raven|Hol:hollow"),
				suffixes: parts("ford:ford|more:moor|wick:farm|ley:clearing|by:village|ton:town|field:field|well:spring|" +
					"croft:croft|hurst:wooded hill|stead:steading"),
			},
			custom: byTradeFamily,
		},
		&culture{
			race: Elf, language: "Elvish",
			onsets: parts("Ae:sky|Ara:dawn|Cae:silver|Eli:star|Fae:spirit|Gala:moon|Ila:light|Lia:leaf|Mela:dream|Nae:river|" +
				"Rho:rose|Sha:shade|Thia:hope|Vae:wind|Yla:dew|Lue:song|Sel:sea|Ithi:mist"),
			endings: parts("riel:daughter of the %s|wyn:%s-blessed|thil:%s-bright|lian:child of the %s|ndra:keeper of the %s|" +
				"rith:%s-walker|thas:guardian of the %s|nor:lord of the %s|diel:%s-maiden|lis:%s-flower|dir:%s-friend|" +
				"mir:%s-jewel|sar:%s-seer|viel:%s-grace"),
			middles: parts("la:silver|na:quiet|re:first|sa:far|thi:clear|ly:gentle"),
			rare:    parts("Ylph:gem|Quel:high|Ysh:evening|Naeth:night|Zyl:crystal|Ithyl:moonbeam|Sylv:forest|Eae:twilight"),
			short: parts("Lia:leaf|Ael:sky|Nim:white|Sia:star|Tae:wave|Ryn:quiet|Fenna:spirit|Ila:light|Lue:song|" +
				"Cael:silver|Mae:dream|Ysa:evening"),
			family: &familyRule{label: "house",
				prefixes: parts("Galan:moon|Ilph:gem|Sian:stream|Amas:star|Holi:dew|Teli:silver|Nai:night|Lora:leaf|" +
					"Mith:gray|Quel:high|Aral:dawn|Evel:evening"),
				suffixes: parts("odel:whisper|kiir:blossom|adon:frond|ient:petal|imion:crown|amne:bough|ilo:breeze|" +
					"thal:song|anar:sun|eth:tree"),
			},
			custom: byTitle,
		},
		&culture{
			race: Dwarf, language: "Dwarvish",
			onsets: parts("Thor:thunder|Bar:bear|Dur:enduring|Kar:stone|Dol:deep|Har:hard|Mor:dark|Tor:tower|Vond:deep-vein|" +
				"Ulf:wolf|Gund:battle|Rur:rune|Dag:dawn|Khaz:iron|Bal:fire|Brom:bronze"),
			endings: parts("grim:fierce %s|rik:%s king|dar:%s guard|dek:%s hammer|rak:%s rock|vik:%s battle|bek:%s anvil|" +
				"din:%s hall|nar:%s flame|dal:%s holder|dis:%s lady|run:%s secret|ra:%s daughter|gart:%s spear"),
			middles: parts("ga:stout|ro:red|bu:broad|ke:keen|to:true|da:old"),
			rare:    parts("Hjal:hilt|Skar:scar|Vraek:wrath|Bhur:mountain|Azg:axe|Drang:strong|Yrs:bear-hearted|Grund:ground"),
			short: parts("Dag:dawn|Tor:tower|Gim:gem|Kil:chisel|Nor:north|Bof:stout|Ran:rune|Dis:lady|Eda:old|Hod:holder|" +
				"Vek:anvil|Bram:bramble"),
			diminutives: parts("i:young %s"),
			family: &familyRule{label: "clan",
				prefixes: parts("Iron:iron|Battle:battle|Fire:fire|Frost:frost|Stone:stone|Gold:gold|Deep:deep|Rock:rock|" +
					"Copper:copper|Granite:granite|Ember:ember|Steel:steel|Flint:flint|Coal:coal"),
				suffixes: parts("fist:fist|forge:forge|beard:beard|hammer:hammer|helm:helm|shield:shield|mantle:mantle|" +
					"delver:delver|vein:vein|brow:brow|axe:axe|anvil:anvil|hearth:hearth"),
			},
			custom: byTitle,
		},
		&culture{
			race: Halfling, language: "Halfling",
			onsets: parts("Mer:merry|Pip:seed|Ros:rose|Wel:well|Per:pear|Tob:goodly|Cor:hearty|Lav:lavender|Pol:plump|" +
				"Dod:dozy|Mil:mild|Tan:tansy|Bun:bun|Fil:full|Jem:jewel|Nob:knob"),
			endings: parts("rin:little %s|by:%s at home|o:%s lad|ie:%s lass|ella:sweet %s|ory:%s-keeper|wise:%s-wise|" +
				"lo:lucky %s|pin:%s pip|do:dear %s|sy:%s posy|mac:%s-maker"),
			middles: parts("a:kind|li:little|be:busy|ro:rosy|du:downy"),
			rare:    parts("Brin:brine|Zin:zest|Jun:juniper|Quin:quince|Sorr:sorrel|Hazl:hazel|Yarr:yarrow"),
			short: parts("Merry:merry|Rosie:rose|Nob:knob|Lily:lily|Poppy:poppy|Dilly:dill|Tansy:tansy|Hob:hob|" +
				"Daisy:daisy|Mungo:beloved|Posy:posy|Cob:cob|Nibs:nib|Bree:hill"),
			diminutives: parts("et:little %s|kins:dear %s"),
			family: &familyRule{label: "family",
				prefixes: parts("Tea:tea|Brush:brush|Good:good|Green:green|High:high|Honey:honey|Apple:apple|Under:under|" +
					"Thistle:thistle|Butter:butter|Bramble:bramble|Warm:warm|Tall:tall|Mug:mug|Hill:hill|Puddle:puddle"),
				suffixes: parts("leaf:leaf|gather:gather|barrel:barrel|bottle:bottle|bough:bough|dew:dew|foot:foot|" +
					"bottom:bottom|burrow:burrow|wort:wort|topple:topple|button:button|pot:pot"),
			},
			custom: byTradeFamily,
		},
		&culture{
			race: Dragonborn, language: "Draconic",
			onsets: parts("Ar:flame|Bal:strong|Bhar:burning|Don:storm|Ghes:fang|Hes:hunt|Kriv:claw|Med:mighty|Nad:proud|" +
				"Pand:scaled|Rho:roar|Sham:sun|Tarh:tail|Uad:blood|Vrak:wing|Zor:gold|Jher:ash|Mish:sky|Sur:sand"),
			endings: parts("jhan:%s-born|asar:%s-heart|ash:%s-breath|aar:%s-lord|kan:%s-bearer|rash:%s-fury|ghar:%s-fighter|" +
				"inn:%s-kin|hun:%s-hunter|ava:%s-daughter|ann:%s-singer|uur:%s-wyrm|esh:%s-ember|jit:%s-spark|ilar:%s-shield"),
			middles: parts("ra:red|ka:black|zha:blue|ve:green|ba:brass|ko:copper|sil:silver"),
			rare:    parts("Xarj:lightning|Zhaal:doom|Vyrth:venom|Kethr:smoke|Ophr:wyrm|Thrax:thrashing|Yxal:eye"),
			short: parts("Kriv:claw|Daar:lord|Kava:dawn|Nala:flame|Sora:sky|Biri:spark|Thav:oath|Jhar:ash|Mekh:might|" +
				"Rask:scale|Vor:fury|Hesk:hunt"),
			family: &familyRule{label: "clan",
				prefixes: parts("Kepesh:thunder|Kerr:claw|Kimba:flame|Myas:scale|Nemmo:storm|Norix:ash|Ophin:sky|" +
					"Prexi:iron|Shesten:wing|Turnu:fang|Verthi:ember|Yarje:crown|Clethin:mountain"),
				suffixes: parts("kmolik:%s of the peaks|hylon:%s-breath|tuul:%s-blood|ius:brood of the %s|roth:%s-hoard|" +
					"iath:%s-fury|andilin:%s-roar|sendalor:%s-spire|uurath:%s-oath"),
			},
			custom: byTitle, clanFirst: true,
		},
		&culture{
			race: Gnome, language: "Gnomish",
			onsets: parts("Bod:bright|Dim:dimple|Fonk:spark|Gimb:glimmer|Jeb:joke|Namf:knack|Seeb:seed|Zook:zest|" +
				"Bimp:bounce|Loop:loop|Way:wander|Elly:giggle|Fizz:fizz|Nack:knack|Wib:wobble|Tock:tick"),
			endings: parts("nock:%s-tinker|bles:%s-jest|kle:%s-trinket|bo:%s-fellow|eddo:%s-dandy|oodle:%s-doodle|" +
				"ick:%s-trick|ottin:%s-puzzle|wocket:%s-gadget|ip:%s-spark|imble:%s-thimble|nib:%s-nib|zel:%s-whistle"),
			middles: parts("dy:quick|ble:bubbly|ber:busy|ro:rolling|wo:wondering|mot:clever"),
			rare:    parts("Quizz:quizzical|Zaff:zany|Fnip:snipping|Glim:glimmering|Xob:knobbly|Pex:puzzling|Vorp:whirling"),
			short: parts("Nim:nimble|Pock:pocket|Tink:tinker|Bink:blink|Zan:zany|Fip:flip|Dob:dab|Pim:pin|Quib:quip|" +
				"Nub:nub|Zib:zip|Orla:golden"),
			diminutives: parts("bit:little %s"),
			family: &familyRule{label: "clan",
				prefixes: parts("Nack:knack|Folk:folk|Garr:gear|Murn:murmur|Ning:nine|Raul:roll|Schep:shaper|Timb:timber|" +
					"Tur:turn|Glit:glitter|Berr:berry"),
				suffixes: parts("le:%s clan|or:%s-makers|ick:%s-tricksters|ig:%s-crafters|el:%s-folk|nor:%s-tinkers|" +
					"pen:%s-smiths|ers:%s-workers"),
			},
			bynames: parts("Badger:for a badger's temper|Doublelock:for never trusting one lock|Sparklegem:for a gem-cutter's eye|" +
				"Oneshoe:since a workshop explosion|Stumbleduck:for a famous tumble|Cogspin:for a love of gears|" +
				"Wigglewhisk:for restless whiskers|Pocketfox:for pockets full of stolen trinkets|Sootnose:for a nose forever smudged|" +
				"Teapot:for a whistling temper|Buttonhook:for fixing anything with a hook|Fizzlewick:for fireworks that failed"),
			bynameChance: 1, custom: byNickname,
		},
	)
}
