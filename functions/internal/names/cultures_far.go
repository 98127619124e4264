package names

// Peoples of the sky, the mountains, the sea, the Astral Plane and the
// serpent kingdoms.
func init() {
	register(
		&culture{
			race: Aarakocra, language: "Auran",
			onsets: parts("Kle:wind|Qui:sharp|Ur:high|Zee:swift|Hee:calling|Aia:sky|Ou:circling|Kri:crying|Ree:feathered|" +
				"Ikk:taloned|Sal:gliding|Err:storm|Dee:diving|Pii:piping|Tse:sunlit"),
			endings: parts("eck:%s wing|erk:%s beak|eek:%s cry|rr:%s feather|akk:%s talon|ial:%s sky|ik:%s flight|" +
				"ree:%s song|ouk:%s plume|irr:%s updraft|aa:%s dawn"),
			middles: parts("ki:high|ta:bright|ou:round|ke:keen|ri:rushing"),
			rare:    parts("Qhaa:thundering|Tchk:striking|Yirr:dusky|Whii:whirling|Khee:eagle-eyed|Sskra:screeching"),
			short: parts("Kek:click|Piik:peep|Eek:cry|Kaa:call|Wik:wing|Zii:zip|Aik:sky|Kwee:whistle|Irr:trill|Rik:chirp|" +
				"Tuu:hoot|Quu:coo|" +
				"Krik:crack|Whee:whistle|Chee:chirrup|Skree:screech|Hoo:hoot|Pirr:trill|Kaw:caw|Tuk:tap"),
			diminutives: parts("k:little %s|ki:dear %s|rri:young %s|it:small %s"),
			custom:      byTitle,
		},
		&culture{
			race: Githyanki, language: "Gith",
			onsets: parts("Vlaa:ruthless|Zet:sword|Kaa:silver|Rath:red|Sirr:raiding|Jha:warring|Xor:void|Bhaa:astral|Jiv:quick|" +
				"Ezz:blade|Tsel:oath|Laaz:lance|Quaa:conquering|Dhaa:silver-sworded"),
			endings: parts("kith:%s lord|zar:%s fang|nath:%s blade|aak:%s fury|rai:%s raider|aash:%s storm|esk:%s edge|" +
				"'r:%s one|izz:%s knife|uul:%s of the void"),
			middles: parts("ka:merciless|ri:astral|zu:cold|the:swift"),
			rare:    parts("Xaan:conquering|Zhyr:mind-sharp|Tchak:striking|Qlaar:silver|Yssk:hungry|Vhek:vengeful"),
			short: parts("Jiv:quick|Zet:sword|Ezz:blade|Sirr:raid|Dhaa:silver|Tsa:oath|Gaal:star|Raak:red|Nuu:void|Xil:edge|" +
				"Vaas:spear|Ji'r:cut|" +
				"Kith:lord|Zaar:fang|Rai:raider|Esk:edge|Izz:knife|Uul:void-born|Khaa:silver|Vexa:vengeful"),
			diminutives: parts("ka:young %s|ri:little %s|ith:sharp little %s|zi:small %s"),
			custom:      byTitle,
		},
		&culture{
			race: Githzerai, language: "Gith",
			onsets: parts("Zerth:order|Menn:mind|Zai:calm|Sarth:spirit|Ish:stillness|Dakk:stone|Ruun:chaos-walker|Vlar:will|" +
				"Khel:focus|Ommo:silence|Qell:balance|Tuum:breath"),
			endings: parts("imon:%s-mind|yar:%s-will|kon:%s-fist|ull:%s-keeper|arr:%s-seeker|oth:%s-monk|uun:%s-sage|" +
				"ahm:%s-stillness|ezh:%s-shield|ilm:%s-path"),
			middles: parts("ra:clear|ko:disciplined|mi:inner|za:patient"),
			rare:    parts("Zhaai:void-calm|Kthar:unyielding|Ghrel:willful|Yuun:drifting"),
			short: parts("Dak:stone|Ish:stillness|Zai:calm|Menn:mind|Ruu:flow|Sath:spirit|Khel:focus|Ommo:silence|" +
				"Qel:balance|Tuum:breath|Varn:will|Oth:monk"),
			diminutives: parts("a:young %s|i:little %s|ek:quiet %s|u:small %s"),
			family: &familyRule{label: "circle", chance: 0.5, attached: true,
				prefixes: parts("Ag:first|Ath:steadfast|Oth:unbroken|Ul:still|Zar:sworded"),
			},
			custom: byTitle,
		},
		&culture{
			race: Goliath, language: "Gol-Kaa",
			onsets: parts("Au:mountain|Egl:eagle|Gau:stone|Ili:snow|Keo:sky|Kuo:peak|Lo:lone|Man:strong|Mav:ridge|Nal:hail|" +
				"Oro:thunder|Paa:goat|Pet:cliff|Tha:glacier|Uth:summit|Vau:wind|Vim:boulder"),
			endings: parts("kan:%s-born|lath:%s-walker|thak:%s-breaker|thi:%s-singer|ri:%s-runner|neo:%s-watcher|" +
				"eith:%s-heart|vu:%s-climber|hani:%s-keeper|lai:%s-caller|tham:%s-hand|nea:%s-daughter|-Kag:%s-stone"),
			middles: parts("ka:strong|la:high|o:lone|ne:keen"),
			rare:    parts("Vaanu:avalanche|Thuul:summit|Ooka:cloud|Ekal:eagle|Aana:glacier"),
			short: parts("Kuo:peak|Paa:goat|Nal:hail|Vim:boulder|Uth:summit|Keo:sky|Mav:ridge|Gau:stone|Lo-Ka:lone rock|" +
				"Ili:snow|Pet:cliff|Oro:thunder"),
			family: &familyRule{label: "clan",
				prefixes: parts("Anaka:high|Elani:snow|Gatha:stone|Kala:cold|Katho:thunder|Kolae:ridge|Ogola:wind|Thuli:peak|" +
					"Thunu:hail|Vaimei:cloud"),
				suffixes: parts("lathai:%s-climbers|thino:%s-hunters|kanathi:%s-watchers|giano:%s-herders|-Olavi:%s-walkers|" +
					"-Gileana:%s-singers|kanu:%s-breakers|aga:%s-kin|-Laga:%s-runners"),
			},
			bynames: parts("Peakstrider:for crossing three peaks in a day|Rockthrower:for a famous throw|" +
				"Snowbiter:for surviving a winter alone|Cloudcutter:for climbing above the clouds|" +
				"Ridgewalker:for never losing a ridge path|Boulderback:for carrying a wounded friend|" +
				"Icecaller:for reading the coming storms|Goatleaper:for a reckless jump|Thunderlung:for a voice that echoes|" +
				"Longstride:for outpacing the hunters|Crackedhorn:for a broken horn-helm|Stormwatcher:for keeping the night watch"),
			bynameChance: 1, custom: byNickname,
		},
		&culture{
			race: Triton, language: "Primordial",
			onsets: parts("Cor:coral|Del:deep|Jhim:tide|Ker:current|Mol:pearl|Nal:wave|Vod:depth|Zun:kelp|Bel:shell|Duth:foam|" +
				"Fel:fin|Ota:salt|Vlas:surge|Wol:whale|Thal:ocean|Pum:lagoon"),
			endings: parts("us:%s-guard|nis:%s-daughter|mas:%s-son|ros:%s-rider|los:%s-singer|dos:%s-warden|thyn:%s-light|" +
				"oren:%s-caller|nyn:%s-pearl|yn:%s-born|ulos:%s-lord"),
			middles: parts("la:blue|so:calm|re:glimmering|ku:abyssal"),
			rare:    parts("Ahlo:trench|Vuuv:whirlpool|Quor:leviathan|Thess:storm-sea|Yllo:moonlit"),
			short: parts("Cor:coral|Del:deep|Mol:pearl|Nal:wave|Zun:kelp|Bel:shell|Fel:fin|Wol:whale|Ota:salt|Thal:ocean|" +
				"Pum:lagoon|Ker:current"),
			family: &familyRule{label: "house",
				prefixes: parts("Ahlor:trench|Puma:lagoon|Vuuva:whirlpool|Thalo:ocean|Nerru:current|Lummo:glow|Quessa:reef|Myrro:mirror-sea"),
				suffixes: parts("sath:%s-wardens|nath:%s-keepers|xath:%s-guard|rath:%s-riders|lith:%s-singers|mar:%s-lords"),
			},
			custom: byTitle,
		},
		&culture{
			race: YuanTiPureblood, language: "Yuan-ti",
			onsets: parts("Asu:serpent|Ezt:obsidian|Hess:venom|Hito:coil|Issa:whisper|Itz:knife|Manu:scale|Mezt:moon|" +
				"Nesa:shadow|Otl:jade|Shal:sun|Sitl:star|Ssim:fang|Tala:temple|Teo:divine|Yao:war|Zih:silence|Xoch:flower"),
			endings: parts("li:%s-born|tal:%s-priest|tee:%s-child|hu:%s-hunter|ya:%s-maiden|eh:%s-seer|kash:%s-blade|" +
				"va:%s-tongue|osh:%s-keeper|shi:%s-whisperer|lah:%s-queen|tli:%s-lord|ssa:%s-coil|atl:%s-water"),
			middles: parts("ssa:cold|tzi:sacred|ka:coiled|mi:patient"),
			rare:    parts("Zssar:hungering|Xiuh:turquoise|Huitz:thorned|Ssur:slithering|Ytzi:shadowed|Ichss:dreaming"),
			short: parts("Sisa:hiss|Issa:whisper|Zih:silence|Otl:jade|Teo:divine|Yao:war|Shal:sun|Ssim:fang|Asu:serpent|" +
				"Nesa:shadow|Hito:coil|Tala:temple|" +
				"Itza:obsidian|Coatl:serpent|Nahua:clear voice|Miztli:puma|Tlaca:noble|Zyan:scale|Essa:coil|Vasha:venom|Tzel:star|Quetz:plume|Ozo:river|Yohua:night|Naxa:fang|Tepe:hill"),
			diminutives: parts("a:young %s|ni:little %s|tzin:dear %s|ssi:small %s"),
			custom:      byTitle,
		},
	)
}
