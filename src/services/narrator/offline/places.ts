// The six map pins as the offline storyteller sees them: how the hero arrives, what catches the
// eye, and the troubles that can be waiting there. A trouble names someone in need (`who`), the
// ones who threaten them (`foe`, always read as the object of a sentence) and where it happens
// (`spot`), so the shared A/B/C choices fit every trouble.
import type { LocationId } from '../../../content/types';

export interface Trouble {
  readonly who: string;
  readonly foe: string;
  readonly spot: string;
  /** One or two sentences; may use {hero}, {who}, {Who}, {foe}, {Foe}, {spot}. */
  readonly scene: string;
}

export interface Place {
  /** How the place is named inside a sentence. */
  readonly name: string;
  /** Where something happens there: 'in the village', 'by the river'. */
  readonly where: string;
  /** The opening sentence; may use {hero}, {time} and {place}. */
  readonly arrivals: readonly string[];
  readonly sights: readonly string[];
  readonly troubles: readonly Trouble[];
}

export const TIMES_OF_DAY: readonly string[] = [
  'at first light',
  'under the hard noon sun',
  'as the sun sinks red behind the hills',
  'in a thin, warm rain',
  'under a pale moon',
  'as the monsoon wind begins to rise',
];

export const PLACES: Readonly<Record<LocationId, Place>> = {
  tribe: {
    name: 'the hill tribe',
    where: 'among the hill tribe',
    arrivals: [
      '{hero} climbs the stone steps of the rice terraces {time} and reaches the hill tribe.',
      '{Time}, {hero} follows a goat path up to the longhouses of the hill tribe.',
      'Drums greet {hero} {time} at the bamboo gate of the hill tribe.',
      '{hero} walks into the hill tribe {time}, rattan stick resting on one shoulder.',
      '{Time}, the elders of the hill tribe watch {hero} cross the terraces toward their fires.',
      '{hero} reaches the hill tribe {time}, dusty from three days on the mountain trail.',
    ],
    sights: [
      'Women pound rice in wooden mortars while children chase each other between the granaries.',
      'An old babaylan sits by a smoking fire, whispering to the spirits of the mountain.',
      'Young warriors in red bahag practice sinawali, their sticks weaving a steady rhythm.',
      'Carved bulul figures guard the granaries, their wooden eyes fixed on every stranger.',
      'The slow boom of an agung rolls across the terraces and fades into the clouds.',
    ],
    troubles: [
      {
        who: 'the chieftain\u2019s daughter',
        foe: 'the lowland raiders',
        spot: 'the granaries',
        scene:
          '{Who} runs to meet {hero}: {foe} were seen near {spot} last night, and the warriors are away hunting.',
      },
      {
        who: 'an old rice farmer',
        foe: 'the masked tulisan',
        spot: 'the upper terraces',
        scene:
          '{Who} points to a broken water channel. {Foe} smashed it to force the tribe to pay them in rice, and {spot} are drying out.',
      },
      {
        who: 'the tribe\u2019s babaylan',
        foe: 'a rival clan\u2019s warriors',
        spot: 'the sacred spring',
        scene:
          '{Who} warns {hero} that {foe} have camped beside {spot} and refuse to leave before the harvest rite.',
      },
      {
        who: 'a boy with a split lip',
        foe: 'the older stick fighters',
        spot: 'the practice ground',
        scene: '{Who} limps past. On {spot}, {foe} beat any newcomer who dares to pick up a baston.',
      },
      {
        who: 'the keeper of the granary',
        foe: 'a band of rice thieves',
        spot: 'the storehouse',
        scene:
          'Half the seed rice is gone from {spot}. {Who} swears that {foe} came in the night and will come again.',
      },
      {
        who: 'a young weaver',
        foe: 'the datu\u2019s tax collectors',
        spot: 'the village square',
        scene:
          '{Who} clutches a bolt of inabel cloth. {Foe} wait in {spot} and demand the tribe\u2019s finest weaves as tribute.',
      },
    ],
  },
  remnants: {
    name: 'the old remnants',
    where: 'in the old remnants',
    arrivals: [
      '{hero} reaches the remnants of the old stone fort {time}.',
      '{Time}, {hero} steps over a fallen wall into the remnants of a burned village.',
      '{hero} picks a way through the remnants {time}, where vines swallow the broken watchtowers.',
      '{Time}, crows scatter as {hero} enters the silent remnants.',
      '{hero} arrives at the remnants {time}, following a trail of old ash.',
      'The remnants rise out of the grass {time}, and {hero} walks in with a hand on the baston.',
    ],
    sights: [
      'Charred posts of nipa huts stand like black teeth in the weeds.',
      'Baybayin letters are scratched into a stone that no one has read in years.',
      'A rusted bolo lies half buried beside a broken jar.',
      'Wind whistles through the holes of a ruined watchtower.',
      'Someone has left fresh flowers at the foot of a crumbling shrine.',
    ],
    troubles: [
      {
        who: 'a wounded scout',
        foe: 'the tulisan',
        spot: 'the old armory',
        scene:
          '{Who} lies behind a wall, bleeding. {Foe} have made {spot} their hideout and shoot at anyone who comes near.',
      },
      {
        who: 'a grieving widow',
        foe: 'the grave robbers',
        spot: 'the burial ground',
        scene:
          '{Who} kneels among broken jars. {Foe} dig in {spot} for gold and scatter the bones of her family.',
      },
      {
        who: 'a lost trader',
        foe: 'the deserters',
        spot: 'the collapsed gate',
        scene: '{Who} begs for help: {foe} took his cart at {spot} and now argue over his cloth and salt.',
      },
      {
        who: 'a half-starved orphan',
        foe: 'the wild dogs',
        spot: 'the ruined well',
        scene: '{Who} hides on a broken roof while {foe} circle {spot} below, growling.',
      },
      {
        who: 'an old arnis master',
        foe: 'his former students',
        spot: 'the courtyard',
        scene:
          '{Who} stands alone in {spot}. {Foe} have turned to banditry and came back to take his sacred yantok.',
      },
      {
        who: 'a mapmaker from the coast',
        foe: 'the treasure hunters',
        spot: 'the sealed cellar',
        scene: '{Who} says that {foe} mean to break into {spot}, where the old datu\u2019s records are kept.',
      },
    ],
  },
  village: {
    name: 'the village',
    where: 'in the village',
    arrivals: [
      '{hero} walks into the village of nipa huts {time}.',
      '{Time}, {hero} crosses the bamboo bridge into the village.',
      'Dogs bark as {hero} enters the village {time}.',
      '{hero} reaches the village {time}, salakot pulled low against the weather.',
      '{Time}, the smell of cooking fires leads {hero} down into the village.',
      'The village gate stands open {time}, and {hero} steps inside.',
    ],
    sights: [
      'Chickens scatter under the stilts of the houses, and a carabao chews by the well.',
      'Fishermen mend their nets beside a row of drying fish.',
      'A kulintang plays somewhere, its bright gongs ringing between the huts.',
      'Old men play sungka on a porch and argue about every seed.',
      'Children practice abanico strikes with sticks of sugarcane.',
    ],
    troubles: [
      {
        who: 'the village headman',
        foe: 'three drunken tulisan',
        spot: 'the market',
        scene:
          '{Who} hurries over. {Foe} are smashing stalls in {spot} and laughing at anyone who tries to stop them.',
      },
      {
        who: 'a frightened mother',
        foe: 'the slavers from the south',
        spot: 'the riverbank',
        scene: '{Who} grabs {hero}\u2019s arm: her son went down to {spot}, and {foe} have been seen there.',
      },
      {
        who: 'the old blacksmith',
        foe: 'a boastful swordsman',
        spot: 'the forge',
        scene:
          '{Who} stands in front of {spot}. {Foe} demands his best bolo for nothing and threatens to burn the place down.',
      },
      {
        who: 'a shy young farmer',
        foe: 'the landlord\u2019s enforcers',
        spot: 'his rice field',
        scene: '{Who} watches helplessly as {foe} trample {spot} because he could not pay the rent.',
      },
      {
        who: 'the village healer',
        foe: 'a gang of thieves',
        spot: 'the herb garden',
        scene: '{Who} reports that {foe} stripped {spot} bare, and there is fever in three houses.',
      },
      {
        who: 'a travelling musician',
        foe: 'the jealous local fighters',
        spot: 'the fiesta ground',
        scene: '{Who} was playing at {spot} when {foe} broke his kulintang and told him to leave.',
      },
    ],
  },
  manor: {
    name: 'the datu\u2019s manor',
    where: 'at the datu\u2019s manor',
    arrivals: [
      '{hero} stands before the carved gates of the datu\u2019s manor {time}.',
      '{Time}, {hero} climbs the wide stairs of the datu\u2019s manor.',
      'Guards in red putong watch {hero} approach the datu\u2019s manor {time}.',
      '{hero} is led into the hall of the datu\u2019s manor {time}.',
      '{Time}, the great house of the datu looms over {hero}, its roof bright with carved naga.',
      '{hero} arrives at the datu\u2019s manor {time}, where a feast is being prepared.',
    ],
    sights: [
      'Jars of gold-rimmed porcelain line the walls of the great hall.',
      'Servants carry platters of roast pig and rice wrapped in banana leaves.',
      'A row of agung gongs hangs by the door, polished like mirrors.',
      'The datu\u2019s bantay practice espada y daga in the courtyard.',
      'Silk from distant traders drapes the high windows.',
    ],
    troubles: [
      {
        who: 'the datu\u2019s steward',
        foe: 'a scheming councilor',
        spot: 'the treasury',
        scene: '{Who} whispers that {foe} has been stealing gold from {spot} and blaming the servants.',
      },
      {
        who: 'a servant girl',
        foe: 'the datu\u2019s arrogant nephew',
        spot: 'the kitchen',
        scene: '{Who} hides a bruise. {Foe} beats the workers in {spot} whenever his meal is late.',
      },
      {
        who: 'the captain of the guard',
        foe: 'a foreign champion',
        spot: 'the dueling floor',
        scene: '{Who} looks worried: {foe} has challenged the house, and no one dares to face him on {spot}.',
      },
      {
        who: 'an envoy from the coast',
        foe: 'the hired blades',
        spot: 'the guest hall',
        scene:
          '{Who} fears for his life. {Foe} have been watching {spot} since he arrived with a peace offer.',
      },
      {
        who: 'the datu\u2019s old teacher',
        foe: 'the palace guards',
        spot: 'the garden',
        scene: '{Who} has been locked out of {spot}, and {foe} laugh at the old man\u2019s worn baston.',
      },
      {
        who: 'a young noblewoman',
        foe: 'her cruel suitor\u2019s men',
        spot: 'the courtyard',
        scene: '{Who} asks {hero} for help: {foe} wait in {spot} to carry her off before the wedding talks.',
      },
    ],
  },
  river: {
    name: 'the river',
    where: 'by the river',
    arrivals: [
      '{hero} reaches the wide brown river {time}.',
      '{Time}, {hero} walks along the river past moored balangay boats.',
      'The river roars with rain from the mountains as {hero} arrives {time}.',
      '{hero} wades through the shallows of the river {time}.',
      '{Time}, {hero} follows the sound of paddles to the river landing.',
      '{hero} comes down to the river {time}, where the water runs fast and cold.',
    ],
    sights: [
      'Egrets stand still in the reeds, watching for fish.',
      'Boatmen sing as they pole their bamboo rafts downstream.',
      'Washerwomen beat cloth on the smooth stones of the bank.',
      'A balangay with a patched sail rocks against its mooring.',
      'The water carries leaves, branches and, now and then, a broken paddle.',
    ],
    troubles: [
      {
        who: 'an old ferryman',
        foe: 'the river pirates',
        spot: 'the landing',
        scene:
          '{Who} waves {hero} over. {Foe} have seized {spot} and charge every traveler a toll in blood or silver.',
      },
      {
        who: 'a young fisherwoman',
        foe: 'the men from the upstream village',
        spot: 'the fish traps',
        scene:
          '{Who} shows her empty nets. {Foe} cut {spot} loose every night to take the catch for themselves.',
      },
      {
        who: 'a merchant\u2019s son',
        foe: 'the smugglers',
        spot: 'the sandbar',
        scene:
          '{Who} says his father\u2019s boat ran aground on {spot}, and {foe} are stripping it of its cargo.',
      },
      {
        who: 'a drenched monk',
        foe: 'the crocodile hunters',
        spot: 'the sacred pool',
        scene: '{Who} pleads for the river spirit: {foe} mean to kill the old crocodile that guards {spot}.',
      },
      {
        who: 'the boatbuilder',
        foe: 'a band of tulisan',
        spot: 'the boatyard',
        scene:
          '{Who} stands among burned planks. {Foe} set fire to {spot} because he would not build them a war boat.',
      },
      {
        who: 'a girl who sells river clams',
        foe: 'the toll collectors',
        spot: 'the ford',
        scene: '{Who} weeps at {spot}. {Foe} took her whole basket and pushed her father into the water.',
      },
    ],
  },
  woods: {
    name: 'the deep woods',
    where: 'in the deep woods',
    arrivals: [
      '{hero} enters the deep woods {time}.',
      '{Time}, {hero} follows a hunter\u2019s trail under the tall narra trees.',
      'Birds fall silent as {hero} steps into the deep woods {time}.',
      '{hero} pushes through walls of rattan and fern {time}.',
      '{Time}, mist curls around the roots where {hero} walks.',
      '{hero} reaches a clearing in the deep woods {time}.',
    ],
    sights: [
      'Strangler figs twist around the old trees like sleeping snakes.',
      'Fireflies blink along a stream that nobody has named.',
      'A hornbill calls from high above, loud as a gong.',
      'Fresh cuts on the rattan vines show that someone passed here today.',
      'The air smells of wet earth, moss and distant smoke.',
    ],
    troubles: [
      {
        who: 'a lost hunter',
        foe: 'the wild boars',
        spot: 'the thicket',
        scene: '{Who} is trapped up a tree. Below, {foe} tear at the roots of {spot} and will not leave.',
      },
      {
        who: 'a rattan gatherer',
        foe: 'the outlaws',
        spot: 'their hidden camp',
        scene: '{Who} whispers that {foe} hold two of his friends at {spot} and mean to sell them.',
      },
      {
        who: 'a hermit stick fighter',
        foe: 'a pack of young bullies',
        spot: 'the old shrine',
        scene: '{Who} sits calmly at {spot} while {foe} throw stones at him and dare him to fight.',
      },
      {
        who: 'a frightened herb woman',
        foe: 'the spirit-masked bandits',
        spot: 'the balete tree',
        scene: '{Who} swears that {foe} gather under {spot} every night and rob anyone who walks the trail.',
      },
      {
        who: 'a runaway servant',
        foe: 'the manor\u2019s trackers',
        spot: 'the stream crossing',
        scene:
          '{Who} begs {hero} to hide her. {Foe} are close behind, and they will reach {spot} before dark.',
      },
      {
        who: 'a woodcutter',
        foe: 'the foreign loggers',
        spot: 'the sacred grove',
        scene:
          '{Who} is furious: {foe} are cutting down {spot}, and the spirits will not forgive the villages.',
      },
    ],
  },
};
