// Package entity is the demo's world as plain data and rules: a player, enemies
// of configurable kinds with phased attacks, projectiles, deaths and respawns,
// advanced by a fixed step with World.Step. It draws nothing and decides
// nothing for the enemies: a Brain (package ai) sets each living enemy's
// intent once per step, and the world carries it out.
//
// Units are world units (the tutorials' Unity units) and seconds; pixels are
// the renderer's business. A world is deterministic for a given configuration,
// arena, seed and sequence of player intents.
//
// The package holds no file handling: package config reads, validates, edits
// and watches the configuration and scenario files.
package entity
