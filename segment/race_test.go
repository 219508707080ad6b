//go:build race

package segment

// raceEnabled shrinks the largest randomized test sizes under the race
// detector, which slows them down tenfold.
const raceEnabled = true
