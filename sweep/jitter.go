package sweep

import (
	"bytes"
	"fmt"
	"math/rand/v2"

	"github.com/BurntSushi/toml"
)

// How far a varied seed moves the player's start and the enemies' homes, at
// most, along each axis.
const (
	startJitter = 2.0
	homeJitter  = 1.5
)

// jitter returns the TOML text of a configuration or scenario with the
// player's start and the enemies' homes moved by random amounts drawn from
// seed, kept inside the arena. The text is decoded and encoded again, so its
// comments are gone; the values it does not move stay as they were.
func jitter(text []byte, seed uint64, start, homes bool) ([]byte, error) {
	var doc map[string]any
	if _, err := toml.Decode(string(text), &doc); err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewPCG(seed, 0x5eed))
	arena, _ := doc["arena"].(map[string]any)
	width, height := number(arena["width"]), number(arena["height"])
	move := func(v any, by float64) any {
		p, ok := v.([]any)
		if !ok || len(p) != 2 {
			return v
		}
		x := number(p[0]) + (rng.Float64()*2-1)*by
		y := number(p[1]) + (rng.Float64()*2-1)*by
		return []any{min(max(x, 0.5), width-0.5), min(max(y, 0.5), height-0.5)}
	}
	if start && arena != nil {
		arena["player_start"] = move(arena["player_start"], startJitter)
	}
	if homes {
		spawns, _ := doc["enemies"].([]map[string]any)
		for _, s := range spawns {
			s["home"] = move(s["home"], homeJitter)
		}
	}
	var out bytes.Buffer
	if err := toml.NewEncoder(&out).Encode(doc); err != nil {
		return nil, fmt.Errorf("writing the varied file: %w", err)
	}
	return out.Bytes(), nil
}

// number returns a TOML number as a float64.
func number(v any) float64 {
	switch n := v.(type) {
	case float64:
		return n
	case int64:
		return float64(n)
	}
	return 0
}
