package names

// Goblinoids, orcs, kobolds and lizardfolk.
func init() {
	register(
		&culture{
			race: Orc, language: "Orcish",
			onsets: parts("Gor:blood|Ghor:skull|Drog:war|Mog:mud|Narg:gut|Ushk:tusk|Thrak:breaking|Vorg:rage|Zug:smash|" +
				"Rakh:slaughter|Gash:wound|Krag:rock|Yazh:burning|Mokh:bone|Lug:heavy|Urz:black"),
			endings: parts("ak:%s-maker|uk:%s-fist|ag:%s-eater|og:%s-hammer|ul:%s-howl|rod:%s-spear|gul:%s-maw|zog:%s-bringer|" +
				"mash:%s-crusher|dur:%s-hide|grol:%s-roar|nak:%s-tooth|thar:%s-chief"),
			middles: parts("ru:hungry|za:mean|bu:big|gha:black|mo:red"),
			rare:    parts("Ghazh:doomed|Zhurg:war-horned|Khrul:gnashing|Bhorz:hulking|Ukth:one-eyed|Yrgh:howling"),
			short: parts("Gug:fist|Grok:understanding|Rok:rock|Naz:nose|Dug:dug-in|Muz:muzzle|Zag:zigzag|Bork:bark|" +
				"Hak:hack|Gruk:grunt|Ulg:ugly|Vog:vow"),
			diminutives: parts("a:young %s|ug:little %s|ok:runt %s|ash:little %s"),
			bynames: parts("Skullsplitter:for skulls split in battle|Bonechewer:for gnawing the bones of foes|" +
				"Ironjaw:for a jaw no fist could break|Bloodtusk:for tusks never clean|Eyegouger:for a cruel trick in the pit|" +
				"Gutripper:for a wicked hooked blade|Blacktooth:for a rotten grin|Wolfbiter:for biting a wolf back|" +
				"Spinebreaker:for a crushing grip|Ashmaw:for a voice like a burnt-out fire|Rockfist:for fists like stones|" +
				"Redhand:for hands red to the wrist"),
			bynameChance: 1, custom: byByname,
		},
		&culture{
			race: Goblin, language: "Goblin",
			onsets: parts("Snig:sneaky|Grib:grabby|Nix:nothing|Yeek:shrill|Splug:splashy|Droop:droopy|Boog:snotty|Skrit:scratchy|" +
				"Nitch:itchy|Pog:pug-nosed|Zik:zippy|Blix:blistered|Gnab:grabbing|Muk:mucky|Zizz:buzzing|Krizz:crispy"),
			endings: parts("it:little %s one|le:%s sneak|nik:%s nicker|zz:%s buzzer|gle:%s giggler|ch:%s snatcher|lit:%s bit|" +
				"snik:%s snickerer|ka:%s biter|ee:%s squealer"),
			middles: parts("i:tiny|ra:rotten|ta:twitchy|bo:smelly"),
			rare:    parts("Xnib:nibbling|Zkrag:scraggly|Pflug:floppy|Thwick:whacking|Vrix:wriggly|Skwee:squeaky"),
			short: parts("Snig:sneak|Grib:grab|Nix:nothing|Yeek:shriek|Boog:snot|Pog:pug|Zik:zip|Muk:muck|Blix:blister|" +
				"Snot:snot|Gak:gag|Rikkit:cricket|" +
				"Nib:nib|Skab:scab|Grak:grab|Wiz:whiz|Fitch:itch|Snek:sneak|Pib:pip|Drib:dribble"),
			diminutives: parts("y:little %s|et:tiny %s|o:dear %s|ums:dear little %s"),
			custom:      byTitle,
		},
		&culture{
			race: Hobgoblin, language: "Goblin",
			onsets: parts("Krov:iron|Zhak:discipline|Vhar:command|Dhur:march|Tash:steel|Morv:shadow|Sarg:rank|Ulth:order|" +
				"Kess:honor|Drav:legion|Thev:banner|Lokh:lance|Bruth:duty|Hazg:war-drum"),
			endings: parts("an:%s-marshal|esk:%s-blade|ur:%s-wall|ir:%s-sworn|iv:%s-bound|ung:%s-holder|ask:%s-captain|" +
				"orn:%s-bearer|ekh:%s-fist|ar:%s-guard"),
			middles: parts("ka:loyal|ro:stern|ta:tireless|vu:unbroken"),
			rare:    parts("Vhoskh:unyielding|Tzarr:conquering|Ghenk:relentless|Durzh:iron-willed|Xul:tireless"),
			short: parts("Krov:iron|Tash:steel|Sarg:rank|Drav:legion|Kess:honor|Lokh:lance|Thev:banner|Bruth:duty|" +
				"Dhur:march|Morv:shadow|Vhar:command|Zhak:discipline"),
			family: &familyRule{label: "legion", template: "of the %s Legion", joiner: " ",
				prefixes: parts("Iron:iron|Blood:blood|Ash:ash|Red:red|Grim:grim|Bone:bone|Storm:storm|Ember:ember"),
				suffixes: parts("Shadow:shadow|Fang:fang|Banner:banner|Spear:spear|Crown:crown|Wall:wall|Axe:axe|Hand:hand"),
			},
			custom: byTitle,
		},
		&culture{
			race: Kobold, language: "Draconic",
			onsets: parts("Ekk:egg|Gal:dragon|Irt:trap|Kash:scale|Mee:small|Mol:mole|Ro:claw|Sniv:sniffing|Tak:tunnel|" +
				"Var:wyrm|Drek:digging|Hox:hoard|Yip:yipping|Tes:tail|Zek:spark"),
			endings: parts("ix:%s-servant|ax:%s-digger|os:%s-guard|po:%s-pup|oss:%s-keeper|om:%s-trapper|iv:%s-sneak|" +
				"lak:%s-fang|ex:%s-scale|tox:%s-biter|sik:%s-sniffer"),
			middles: parts("a:loyal|e:scaly|ki:tiny|ro:red"),
			rare:    parts("Qix:quick-tailed|Tlak:clacking|Xoss:bone-hoarding|Draax:dragon-sworn|Vrik:hissing"),
			short: parts("Kib:nibble|Yip:yip|Sniv:sniff|Tes:tail|Hox:hoard|Mip:mite|Dex:quick|Kex:egg|Rix:claw|Sik:seek|" +
				"Lix:lick|Pok:poke|" +
				"Zik:zip|Tik:tick|Vex:vex|Kip:nap|Drik:dig|Mox:moss|Tix:trick|Yex:yelp"),
			diminutives: parts("ik:little %s|o:young %s|ip:tiny %s|ka:small %s"),
			custom:      byTitle,
		},
		&culture{
			race: Bugbear, language: "Goblin",
			onsets: parts("Bruk:bruising|Hrug:hugging|Klar:clubbing|Thrug:thumping|Vurg:stalking|Drub:drubbing|Grub:grubbing|" +
				"Bhug:lurking|Gurb:gutting|Hruk:hulking|Shub:shoving|Krub:crushing|Mulg:mauling"),
			endings: parts("ek:%s paw|ubb:%s belly|umm:%s hum|urk:%s lurker|ull:%s skull|ugg:%s lug|hek:%s hand|mub:%s mouth|" +
				"lub:%s lump"),
			middles: parts("u:big|hu:hairy|bo:heavy|gu:silent"),
			rare:    parts("Hlurg:gurgling|Bhrumm:rumbling|Kchug:choking|Vhulk:looming|Zhurb:sneaking"),
			short: parts("Klug:lug|Hrub:rub|Brug:bruise|Mub:mouth|Glub:gulp|Gub:gob|Rugg:rug|Hulb:hulk|Dubb:dub|Bugg:bug|" +
				"Nubb:nub|Umbo:boss|" +
				"Grum:grumble|Hulg:hulk|Brub:brute|Mog:mug|Thud:thud|Rumm:rumble|Gurk:gurgle|Bokk:knock"),
			diminutives: parts("o:little %s|a:young %s|ub:runt %s|um:big %s"),
			custom:      byTitle,
		},
		&culture{
			race: Lizardfolk, language: "Draconic",
			onsets: parts("Ssa:reed|Thes:mud|Vysk:fang|Hrass:scale|Oss:bone|Zhuss:swamp|Yeth:still water|Ksi:egg|Sauk:marsh|" +
				"Gess:patience|Sketh:hunt|Urth:mire|Khess:tooth|Vess:cold|Iksh:sun-warmth"),
			endings: parts("uth:%s-eater|iks:%s-watcher|eshk:%s-hunter|ska:%s-skin|rek:%s-tail|ess:%s-breath|thrik:%s-strike|" +
				"ssik:%s-tongue|yss:%s-eye|ohk:%s-crusher"),
			middles: parts("sa:cold|ru:patient|ke:silent|tho:old"),
			rare:    parts("Xhass:ancient|Qessh:hungry|Vhiss:hissing|Ssuuk:sunken|Chass:thrashing"),
			short: parts("Oss:bone|Ksi:egg|Yeth:still water|Gess:patience|Vess:cold|Sauk:marsh|Urth:mire|Thes:mud|" +
				"Khess:tooth|Iksh:sun-warmth|Hrass:scale|Sketh:hunt"),
			diminutives: parts("a:young %s|ek:small %s|i:hatchling %s|iss:little %s"),
			bynames: parts("Reedstalker:for hunting among the reeds|Mudwalker:for crossing the deep mire|Eggwarden:for guarding the clutch|" +
				"Bonepicker:for carving bone tools|Gatorbane:for killing a great gator|Stillwater:for waiting without moving|" +
				"Swamprunner:for carrying messages through the swamp|Fishspear:for never missing a fish|Sunbasker:for lying long in the sun"),
			bynameChance: 0.5, custom: byByname,
		},
	)
}
