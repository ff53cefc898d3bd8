// The built-in corpus of the `text` task: plain prose written for AttentionLab, so that character
// language modelling works with no downloaded data.
#include "core/train/task.h"

namespace al {

const std::string& builtin_corpus() {
    static const std::string text = R"(A model reads a sentence one token at a time, but it does not have to remember each token in a single running state. Instead, every token can look back at every other token it is allowed to see. That looking is called attention. Each token asks a question, which we call its query. Each token also offers a label, which we call its key, and a message, which we call its value. The query of one token is compared with the keys of all the tokens it may see. The closer a key is to the query, the larger the score. The scores are divided by the square root of the key size, so that they do not grow too large, and then a softmax turns them into weights that are positive and sum to one. The token then takes a weighted average of the values. That average is what attention returns.

One head of attention can only ask one kind of question at a time. A model therefore runs several heads side by side. One head may learn to look at the previous word, another at the subject of the sentence, another at a matching bracket or quote. The outputs of the heads are placed next to each other and mixed by one more matrix. Then the result is added to what the token already knew. This sum is the residual stream, and it flows from the bottom of the model to the top.

After attention comes a small network that works on each token alone. It widens the vector, bends it with a nonlinear function, and narrows it again. Attention moves information between tokens; the feed-forward network thinks about what each token has gathered. A norm keeps the numbers in a healthy range, so that the next layer sees values of a familiar size. Layer after layer, the same pattern repeats: look around, then think, then add the result to the stream.

A model that writes text may only look backwards. When it predicts the fifth word, it must not peek at the fifth word itself, or at anything after it. A mask hides the future: the scores for tokens that lie ahead are set to minus infinity, and after the softmax their weights are exactly zero. A batch of sentences of different lengths needs a second kind of mask. The short sentences are padded to the length of the longest one, and the padding must not attract any attention, so its scores are hidden in the same way.

Words have no order of their own inside attention. If we shuffle the tokens, every token still sees the same set of keys, and the weights are shuffled with them. To tell the first word from the last, the model adds a position vector to each token. Some models learn these vectors. Others use waves of sine and cosine at many speeds, so that a step forward in position is the same small turn at every place in the sentence.

The teacher wrote a short sentence on the board. The animal did not cross the street because it was too tired. Which word does it point to? The students argued for a while. Then one of them changed the last word. The animal did not cross the street because it was too wide. Now it points to the street. The meaning of a small word depends on a word far away, and attention is the tool that lets the model reach that far in a single step.

Training is a long conversation between the model and its mistakes. The model guesses the next character, the loss measures how surprised it was by the real one, and the gradient says how each weight should move to be a little less surprised next time. At first the guesses are noise and every character is equally likely. Soon the model learns that spaces follow words, that a capital letter follows a full stop, and that some letters like to travel together. Later it learns words, and later still, a little grammar. If the learning rate is too large, the numbers explode and the loss becomes a wall of nonsense. If it is too small, nothing seems to happen at all. A good rate lies between the two, and a short warm-up at the start keeps the first steps gentle.

In a classroom the best lesson is the one that can be seen. Type a sentence and watch the queries, the keys, the scores and the weights change with every letter. Switch off the scaling and watch the softmax grow sharp. Remove the positions and watch the attention forget the order of the words. Silence one head and see what the prediction loses. Then press play, train a tiny model for a minute, and watch a pattern appear where there was only noise: a diagonal for copying, a line from each word to the one before, a bright cell from the word it to the noun it means.

Numbers tell the truth only when they are real. Every matrix on the screen is the matrix the model used, and every weight was computed, not drawn by hand. That is the promise of this small laboratory: nothing is faked, everything can be checked, and a student who doubts a number can follow it back to where it came from.

On a cold morning the old bus stopped at the bottom of the hill, and the driver told everyone to walk the rest of the way. The road was icy and the children held the rail. At the top stood the school, a long grey building with tall windows and a red door. Inside it was warm. The smell of toast came from the kitchen, and somebody was already playing the piano in the hall.

Mira liked numbers more than words, until the day her teacher showed her that words could be numbers too. Every letter in the alphabet was given a place, every word became a list of places, and a machine could learn which lists tended to follow which. She asked whether the machine understood the words. The teacher said that was a good question and that nobody agreed on the answer. What they could do, she said, was watch what the machine paid attention to, and decide for themselves.

The river ran past the town in a wide slow curve. In summer the water was low and warm, and the boys fished from the stones under the bridge. In spring it rose and turned brown, and the bridge was closed for a week while the water rushed past with branches and leaves. The old people said the river had a memory: it always came back to the same places, year after year, as if it remembered the way.

A good question is worth more than a quick answer. When you see a pattern in the attention, ask where it comes from. Is it the position of the word, or the word itself? Change the sentence and look again. Swap two words, shorten the line, add a comma. If the pattern moves with the word, the head cares about meaning. If it stays in place, the head cares about position. Most heads care about a little of both, and that is what makes them interesting.

The kitchen was small, but everything had its place. The cups hung on hooks above the sink, the plates stood in a rack by the window, and the spoons lived in a blue jar on the table. Every evening the family cooked together. One cut the onions, one stirred the pot, and the youngest set the table and counted the forks twice to be sure. When the soup was ready they sat down, and for a while nobody said anything at all.

Learning is slow at first and then suddenly fast. For many steps the loss hardly moves, and it is tempting to stop. Then, one morning, the curve bends and falls, and the heatmap that was grey and flat shows a bright line. The model has found a rule. It did not know the rule before, and nobody wrote it down for it; it found the rule because the rule made its guesses better. This is the quiet surprise of training, and it never stops being exciting to watch.

The library closed at six, but the librarian let the students stay until half past if they were quiet. They sat at the long tables with their books and their notes, and the only sounds were pages turning and the clock on the wall. Outside it was dark and raining. Inside the lamps made small circles of yellow light, and in each circle someone was reading, or writing, or asleep with their head on their arms.

Why divide the scores by the square root of the key size? Imagine adding up many small random numbers. The more numbers you add, the larger the total tends to be. A dot product of long vectors is such a sum, so without the division the scores would grow with the size of the vectors. Large scores make the softmax choose one token and ignore the rest, and then the gradient almost vanishes. Dividing keeps the scores in a range where the softmax can still change its mind.

Tom had a dog called Pepper who was afraid of the vacuum cleaner, the postman and the neighbour's cat, in that order. Pepper was not afraid of thunder, of cars, or of the sea, which she loved more than anything. On weekends Tom took her to the beach, and she ran into the waves barking at the foam, then ran back out again, shook herself all over him, and looked very pleased.

Every model makes mistakes, and the mistakes are worth studying. When the model gets a sentence wrong, look at what it attended to. Perhaps it looked at the nearest noun instead of the right one. Perhaps it ignored a small word like not, which changes everything. Mistakes show where the rules the model found are too simple, and they show what a better model would need to learn.
)";
    return text;
}

}  // namespace al
