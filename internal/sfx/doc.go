// Package sfx makes the game's sound effects from a few numbers each, with
// no audio files: every effect is synthesised at start as PCM, tones that
// glide and noise that fades, and the game's speaker plays them. It also
// says which effects a world's step makes heard, from the events the world
// already emits; nothing here changes the world, or needs a display or a
// sound device.
package sfx
