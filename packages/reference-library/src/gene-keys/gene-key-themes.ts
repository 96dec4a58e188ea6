/**
 * One-line themes of the 64 Gene Keys (index 0 is key 1), written by this project in its own words from the
 * published shadow, gift and siddhi names; no published prose is reproduced.
 */
export const geneKeyThemes: readonly string[] = Object.freeze([
  'Creative fire that stalls when forced and renews itself when let be.', // 1
  'An inner sense of direction that finds its way once it stops fighting the current.', // 2
  'Order that grows out of disorder by trying the new.', // 3
  'Answers that help only when they leave room for other people to be different.', // 4
  'Trust in natural timing instead of pushing for results.', // 5
  'Emotional friction turned into tact and calm between people.', // 6
  'Leading by serving the whole rather than one side of it.', // 7
  'Being fully oneself instead of copying what already works.', // 8
  'Small steady steps that carry a large aim through.', // 9
  'Self-love that is easy and unselfconscious, not self-absorbed.', // 10
  'Ideas and images held lightly and shared for what they can light up.', // 11
  'Careful choice of words and moments, so that what is said lands.', // 12
  'Listening to others’ stories until their lesson is heard.', // 13
  'Skill and resources put to work for something larger than oneself.', // 14
  'Embracing all the rhythms of life, the extremes as well as the middle.', // 15
  'Enthusiasm and practice that turn many talents into one skill.', // 16
  'A long view that forms opinions and holds them loosely.', // 17
  'Correcting what is flawed out of care rather than criticism.', // 18
  'Sensing what others need without losing oneself in them.', // 19
  'Acting in the present moment without a script.', // 20
  'Taking charge of what is truly one’s own to manage and letting go of the rest.', // 21
  'Meeting hardship and feeling with openness and grace.', // 22
  'Saying complex things simply.', // 23
  'Returning to a question until something new comes out of it.', // 24
  'Accepting what life brings while staying open-hearted.', // 25
  'Persuasion and skill in service of something genuinely worth it.', // 26
  'Caring for others without neglecting oneself.', // 27
  'Putting one’s whole self into what gives life meaning.', // 28
  'Saying yes wholeheartedly and seeing it through.', // 29
  'Feelings and desires felt fully and held lightly.', // 30
  'A voice that leads because it speaks for others.', // 31
  'Keeping what is valuable alive through change.', // 32
  'Remembering and retelling what experience has taught.', // 33
  'Power used in its own rhythm, for its own sake.', // 34
  'Hunger for experience turned into curiosity and adventure.', // 35
  'Emotional turmoil that ripens into understanding of others.', // 36
  'Fair give and take that holds a family or community together.', // 37
  'Standing up for what has meaning, without fighting for its own sake.', // 38
  'Stirring others awake without needing to provoke them.', // 39
  'Knowing when to work and when to rest, alone.', // 40
  'The imagination that starts every new cycle, grounded in what is real.', // 41
  'Letting things finish so that new ones can begin.', // 42
  'Insights that break through when the mind stops straining.', // 43
  'Sensing the right people for the work and bringing them together.', // 44
  'Sharing resources so that the group thrives.', // 45
  'Delight in the body and in being in the right place at the right time.', // 46
  'Making sense of the past so that it can change shape.', // 47
  'Depth and resourcefulness in the face of not knowing.', // 48
  'Changing the rules when principles call for it, not out of reaction.', // 49
  'Values that keep a community in balance.', // 50
  'The shock of the new as a spur to act.', // 51
  'Stillness that lets energy gather before it is used.', // 52
  'Starting new cycles of growth and seeing them develop.', // 53
  'Ambition that raises others along with oneself.', // 54
  'Moods accepted as they come and go, and the freedom that brings.', // 55
  'Stories and stimulation that enrich rather than distract.', // 56
  'Trusting the quiet voice of intuition in the moment.', // 57
  'Joyful vitality that wants to make things better.', // 58
  'Closeness that comes from openness and honesty.', // 59
  'Working within limits to let something new emerge.', // 60
  'Wonder at the unknown, without forcing it into answers.', // 61
  'Exact words and details that serve understanding.', // 62
  'Questions asked out of curiosity rather than doubt.', // 63
  'Letting confusion settle until the picture clears.', // 64
]);
