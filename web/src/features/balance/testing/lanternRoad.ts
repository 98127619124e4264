// A real answer of POST /api/balance/analyze (the Go server, no model) for
// LANTERN_ROAD with the default preferences and party: three fights, easy,
// hard and deadly for 4 level-3 characters. Regenerate it with the server
// running if the analysis changes:
//   curl -s -XPOST localhost:8080/api/balance/analyze -H 'Content-Type: application/json' -d '{"text": ...}'
import type { BalanceAnalysis } from '../api';

export const LANTERN_ROAD = "The Lantern Road\nThe heroes travel from the city of Greyhaven towards the ruined keep of Duskmoor, where a troll has gathered a warband.\nEncounter 1: Wolves on the Road (Combat)\nThree wolves attack the party from the tree line at dusk. Roll initiative as they lunge at the horses.\nThe Village of Millbrook (Roleplay)\nMayor Edda greets the party and asks them to speak with the frightened miller. \"The bridge is cursed,\" she says. Negotiate a fair reward with her.\nEncounter 2: The Ogre Bridge (Combat)\nTwo ogres guard the old stone bridge and demand a toll. They attack anyone who refuses to pay.\nThe Sunken Library (Puzzle)\nA riddle is carved above the sealed door, and the floor tiles form a pressure plate trap. The players must solve the riddle to open the lock.\nEncounter 3: The Troll's Lair (Combat)\nA troll and four orcs wait in the great hall of the keep. The troll fights to the death while the orcs attack with spears.";

export const LANTERN_ROAD_ANALYSIS: BalanceAnalysis = {
  "segments": [
    {
      "id": "seg-1",
      "content": "The heroes travel from the city of Greyhaven towards the ruined keep of Duskmoor, where a troll has gathered a warband.",
      "type": "exploration",
      "confidence": 64,
      "startPosition": 17,
      "endPosition": 136,
      "duration": 4,
      "section": "The Lantern Road",
      "signals": [
        {
          "kind": "keyword",
          "text": "travel"
        },
        {
          "kind": "cue",
          "text": "the party goes somewhere: “The heroes travel from the city”"
        },
        {
          "kind": "keyword",
          "text": "ruined"
        }
      ],
      "scores": {
        "combat": 4,
        "roleplay": 0,
        "exploration": 5,
        "puzzle": 0,
        "transition": 2
      }
    },
    {
      "id": "seg-2",
      "content": "Three wolves attack the party from the tree line at dusk. Roll initiative as they lunge at the horses.",
      "type": "combat",
      "confidence": 93,
      "startPosition": 178,
      "endPosition": 280,
      "duration": 5,
      "section": "Encounter 1: Wolves on the Road (Combat)",
      "signals": [
        {
          "kind": "heading",
          "text": "Encounter 1: Wolves on the Road (Combat)"
        },
        {
          "kind": "monster",
          "text": "Three wolves"
        },
        {
          "kind": "cue",
          "text": "creatures act against the party: “Three wolves attack the party from”"
        },
        {
          "kind": "keyword",
          "text": "initiative"
        },
        {
          "kind": "keyword",
          "text": "attack"
        }
      ],
      "scores": {
        "combat": 14,
        "roleplay": 0,
        "exploration": 0,
        "puzzle": 0,
        "transition": 1
      }
    },
    {
      "id": "seg-3",
      "content": "Mayor Edda greets the party and asks them to speak with the frightened miller. \"The bridge is cursed,\" she says. Negotiate a fair reward with her.",
      "type": "roleplay",
      "confidence": 94,
      "startPosition": 317,
      "endPosition": 463,
      "duration": 3,
      "section": "The Village of Millbrook (Roleplay)",
      "signals": [
        {
          "kind": "heading",
          "text": "The Village of Millbrook (Roleplay)"
        },
        {
          "kind": "cue",
          "text": "someone talks with the party: “Mayor Edda greets the party and”"
        },
        {
          "kind": "cue",
          "text": "someone talks with the party: “the party and asks them to speak”"
        },
        {
          "kind": "dialogue",
          "text": "\"The bridge is cursed,\""
        },
        {
          "kind": "keyword",
          "text": "Negotiate"
        },
        {
          "kind": "keyword",
          "text": "Mayor"
        }
      ],
      "scores": {
        "combat": 0,
        "roleplay": 20,
        "exploration": 1,
        "puzzle": 0,
        "transition": 0
      }
    },
    {
      "id": "seg-4",
      "content": "Two ogres guard the old stone bridge and demand a toll. They attack anyone who refuses to pay.",
      "type": "combat",
      "confidence": 90,
      "startPosition": 502,
      "endPosition": 596,
      "duration": 5,
      "section": "Encounter 2: The Ogre Bridge (Combat)",
      "signals": [
        {
          "kind": "heading",
          "text": "Encounter 2: The Ogre Bridge (Combat)"
        },
        {
          "kind": "monster",
          "text": "Two ogres"
        },
        {
          "kind": "cue",
          "text": "creatures act against the party: “They attack anyone who refuses”"
        },
        {
          "kind": "keyword",
          "text": "attack"
        }
      ],
      "scores": {
        "combat": 12,
        "roleplay": 2,
        "exploration": 1,
        "puzzle": 0,
        "transition": 0
      }
    },
    {
      "id": "seg-5",
      "content": "A riddle is carved above the sealed door, and the floor tiles form a pressure plate trap. The players must solve the riddle to open the lock.",
      "type": "puzzle",
      "confidence": 86,
      "startPosition": 625,
      "endPosition": 766,
      "duration": 8,
      "section": "The Sunken Library (Puzzle)",
      "signals": [
        {
          "kind": "heading",
          "text": "The Sunken Library (Puzzle)"
        },
        {
          "kind": "keyword",
          "text": "riddle"
        },
        {
          "kind": "cue",
          "text": "a way opens only if something is done: “The players must solve the riddle to open the lock”"
        },
        {
          "kind": "keyword",
          "text": "solve"
        },
        {
          "kind": "keyword",
          "text": "tiles"
        }
      ],
      "scores": {
        "combat": 0,
        "roleplay": 0,
        "exploration": 5,
        "puzzle": 16,
        "transition": 0
      }
    },
    {
      "id": "seg-6",
      "content": "A troll and four orcs wait in the great hall of the keep. The troll fights to the death while the orcs attack with spears.",
      "type": "combat",
      "confidence": 93,
      "startPosition": 806,
      "endPosition": 928,
      "duration": 5,
      "section": "Encounter 3: The Troll's Lair (Combat)",
      "signals": [
        {
          "kind": "heading",
          "text": "Encounter 3: The Troll's Lair (Combat)"
        },
        {
          "kind": "monster",
          "text": "A troll"
        },
        {
          "kind": "cue",
          "text": "creatures act against the party: “The troll fights to the death”"
        },
        {
          "kind": "keyword",
          "text": "fights"
        },
        {
          "kind": "monster",
          "text": "four orcs"
        },
        {
          "kind": "keyword",
          "text": "attack"
        }
      ],
      "scores": {
        "combat": 16,
        "roleplay": 0,
        "exploration": 1,
        "puzzle": 0,
        "transition": 0
      }
    }
  ],
  "balance": {
    "combat": 50,
    "roleplay": 10,
    "exploration": 13,
    "puzzle": 27,
    "transition": 0
  },
  "pacing": {
    "averageSegmentLength": 5,
    "longestSingleType": {
      "type": "puzzle",
      "duration": 8,
      "segments": 1,
      "tooLong": false,
      "startPosition": 625,
      "endPosition": 766
    },
    "transitionQuality": 20,
    "transitions": 5,
    "goodTransitions": 1,
    "climaxPlacement": 92,
    "climax": {
      "title": "Encounter 3: The Troll's Lair (Combat)",
      "startPosition": 806,
      "endPosition": 928
    }
  },
  "recommendations": [
    {
      "id": "rec-roleplay",
      "type": "roleplay",
      "priority": "high",
      "targetSection": "Between “Encounter 2: The Ogre Bridge (Combat)” and “The Sunken Library (Puzzle)”",
      "description": "Roleplay is 10% of the table time against your target of 35% (25 points under).",
      "specificSuggestion": "Add a conversation with a named character who wants something from the party and knows something they need. Ready to insert: “The Toll-Keeper's Bargain”.",
      "expectedImpact": "A 3-minute roleplay scene takes roleplay from 10% to 18% of the table time; about 12 minutes of roleplay in all would reach your 35% target.",
      "playerArchetypes": [
        "Acting",
        "Socializing",
        "Storytelling"
      ],
      "autoApplicable": true,
      "autoApplyAction": {
        "insertAt": 596,
        "insertContent": "### The Toll-Keeper's Bargain\n\nBrannoc Vell, a broad half-orc with ink-stained fingers, keeps the toll at the only bridge for a day's ride. He asks 5 silver pieces a head and counts every coin twice, calling each traveler \"friend\".\n\n**What he wants:** his daughter Mira writes to him from the city, but the couriers stopped coming. He waives the toll for anyone who promises to carry a letter to her.\n\n**What he knows:** two nights ago a covered cart crossed after dark, escorted by riders who paid in old imperial coin and asked about the road north.\n\n**Checks:** Persuasion DC 13 halves the toll; Insight DC 12 shows he is frightened, not greedy; Intimidation DC 15 gets him to talk, but he sends word ahead that armed strangers are coming."
      },
      "current": 10,
      "target": 35
    }
  ],
  "overallScore": 62,
  "scoreBreakdown": {
    "balanceCloseness": 63,
    "pacing": 59,
    "transitionScore": 20,
    "climaxScore": 70,
    "runScore": 100
  },
  "estimatedDuration": 30,
  "userPreferences": {
    "combat": 30,
    "roleplay": 35,
    "exploration": 20,
    "puzzle": 10,
    "transition": 5
  },
  "targetBalance": {
    "combat": 30,
    "roleplay": 35,
    "exploration": 20,
    "puzzle": 10,
    "transition": 5
  },
  "party": {
    "size": 4,
    "level": 3
  },
  "encounters": [
    {
      "id": "enc-1",
      "title": "Encounter 1: Wolves on the Road (Combat)",
      "segmentIds": [
        "seg-2"
      ],
      "startPosition": 178,
      "endPosition": 280,
      "monsters": [
        {
          "name": "Wolf",
          "challengeRating": "1/4",
          "xp": 50,
          "count": 3,
          "countAssumed": false,
          "mentions": [
            "Three wolves"
          ]
        }
      ],
      "monsterCount": 3,
      "baseXp": 150,
      "multiplier": 2,
      "adjustedXp": 300,
      "thresholds": {
        "easy": 300,
        "medium": 600,
        "hard": 900,
        "deadly": 1600
      },
      "difficulty": "easy",
      "possible": false,
      "summary": "3 wolves (150 XP) = 150 XP, x2 for 3 monsters = 300 adjusted XP: easy for 4 level-3 characters (easy 300, medium 600, hard 900, deadly 1,600)."
    },
    {
      "id": "enc-2",
      "title": "Encounter 2: The Ogre Bridge (Combat)",
      "segmentIds": [
        "seg-4"
      ],
      "startPosition": 502,
      "endPosition": 596,
      "monsters": [
        {
          "name": "Ogre",
          "challengeRating": "2",
          "xp": 450,
          "count": 2,
          "countAssumed": false,
          "mentions": [
            "Two ogres"
          ]
        }
      ],
      "monsterCount": 2,
      "baseXp": 900,
      "multiplier": 1.5,
      "adjustedXp": 1350,
      "thresholds": {
        "easy": 300,
        "medium": 600,
        "hard": 900,
        "deadly": 1600
      },
      "difficulty": "hard",
      "possible": false,
      "summary": "2 ogres (900 XP) = 900 XP, x1.5 for 2 monsters = 1,350 adjusted XP: hard for 4 level-3 characters (easy 300, medium 600, hard 900, deadly 1,600)."
    },
    {
      "id": "enc-3",
      "title": "Encounter 3: The Troll's Lair (Combat)",
      "segmentIds": [
        "seg-6"
      ],
      "startPosition": 806,
      "endPosition": 928,
      "monsters": [
        {
          "name": "Troll",
          "challengeRating": "5",
          "xp": 1800,
          "count": 1,
          "countAssumed": false,
          "mentions": [
            "A troll",
            "The troll"
          ]
        },
        {
          "name": "Orc",
          "challengeRating": "1/2",
          "xp": 100,
          "count": 4,
          "countAssumed": false,
          "mentions": [
            "four orcs",
            "the orcs"
          ]
        }
      ],
      "monsterCount": 5,
      "baseXp": 2200,
      "multiplier": 2,
      "adjustedXp": 4400,
      "thresholds": {
        "easy": 300,
        "medium": 600,
        "hard": 900,
        "deadly": 1600
      },
      "difficulty": "deadly",
      "possible": false,
      "summary": "1 troll (1,800 XP) + 4 orcs (400 XP) = 2,200 XP, x2 for 5 monsters = 4,400 adjusted XP: deadly for 4 level-3 characters (easy 300, medium 600, hard 900, deadly 1,600)."
    }
  ],
  "source": "fallback",
  "fallbackReason": "not_configured"
};
