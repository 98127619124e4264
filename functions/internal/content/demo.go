package content

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// DemoText is the built-in content of each type, about the prompt's topic,
// shown (and labelled as demo content) when no model is available.
func DemoText(t Type, prompt string) string {
	topic := topicOf(prompt)
	switch t {
	case TypeOutline:
		return fmt.Sprintf(`# Outline: %s

1. Opening hook
   - A stranger arrives at the tavern with news of %s.
   - The party is offered coin, favor or answers.
2. Rising action
   - Clues lead through the old trade road and a ruined watchtower.
   - A rival band wants the same prize.
3. Complication
   - An ally's secret comes to light and forces a choice.
4. Climax
   - A confrontation where the truth about %s is revealed.
5. Resolution
   - Rewards, consequences and a thread for the next session.`, topic, topic, topic)
	case TypeBulletPoints:
		return fmt.Sprintf(`- The heart of it: %s, and why it matters to the party now.
- A memorable non-player character who knows more than they say.
- A location with one striking detail players will remember.
- A choice with no clean answer, so the table has something to argue about.
- A reward that opens a new door rather than closing the story.`, topic)
	case TypeIntroduction:
		return fmt.Sprintf(`The lanterns of the harbor gutter in a cold wind as the party gathers, and every rumor in town seems to circle back to one thing: %s. `+
			`Merchants lower their voices when it is mentioned; the old priest at the shrine crosses himself and says nothing. `+
			`Whatever waits ahead, it has already begun to change this place, and someone has been waiting for adventurers bold enough to look closer.`, topic)
	case TypeConclusion:
		return fmt.Sprintf(`When the dust settles, the matter of %s is finished, though not forgotten. `+
			`The townsfolk who once whispered now tell the tale openly, each version a little grander than the last. `+
			`The party leaves with coin in their purses, a few new scars, and a question that will not let them rest: who set all of this in motion, and what do they want next?`, topic)
	default:
		return fmt.Sprintf(`Few subjects stir a gaming table like %s. `+
			`Picture the scene: torchlight on damp stone, the distant echo of something large moving below, and a party that knows turning back is no longer an option. `+
			`Give each player a reason to care, a sensory detail to hold on to, and a decision that will shape what comes next.`, topic)
	}
}

// topicOf shortens the prompt to a phrase that reads well inside a sentence.
func topicOf(prompt string) string {
	topic := strings.Join(strings.Fields(prompt), " ")
	topic = strings.TrimRight(topic, ".!?")
	const max = 80
	if utf8.RuneCountInString(topic) > max {
		topic = string([]rune(topic)[:max]) + "..."
	}
	if topic == "" {
		return "the adventure ahead"
	}
	return topic
}
