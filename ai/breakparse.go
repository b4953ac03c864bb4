package ai

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/enemyai/enemyai/bt"
	"github.com/enemyai/enemyai/config"
	"github.com/enemyai/enemyai/entity"
)

// Break is a conditional breakpoint: an expression over an enemy's state and
// decision, for one enemy or for every enemy of a kind. It fires on the tick
// the expression becomes true for an enemy it watches. The grammar:
//
//	breakpoint  = target expression
//	target      = an enemy's ID, like far-1, or a kind and ".*", like near.*
//	expression  = term { "||" term }
//	term        = factor { "&&" factor }
//	factor      = "(" expression ")" | comparison | "node" NAME STATUS
//	comparison  = "dist" OP limit      distance to the player
//	            | "hp" OP limit        hit points, as a fraction of the kind's
//	            | "branch" EQ NAME     the top-level branch: attack, chase, return, idle, dead, ...
//	            | "leaf" EQ NAME       the tip: the deepest node ticked
//	limit       = a number, or one of the kind's ranges: detect, attack, lose, min_distance
//	OP          = "<" | "<=" | ">" | ">=" | "==" | "!="
//	EQ          = "==" | "!="
//	STATUS      = success | failure | running
//
// "node NAME STATUS" holds when the node of that name was ticked on the tick
// and ended with that status. Examples: `near.* branch == attack && hp < 0.5`,
// `far-1 dist < 2`, `coward.* node flee running`.
type Break struct {
	Source string
	id     string // the enemy watched, or "" for a kind
	kind   string // the kind watched, or ""
	expr   breakNode
	was    []bool        // per enemy: whether the expression held on the tick checked before
	parked []parkedHold  // per enemy: what the expression came to while it is parked
	world  *entity.World // the world and tick checked last
	tick   uint32
}

// BreakError is a malformed breakpoint: where (a column of the expression,
// from 1) and what is wrong.
type BreakError struct {
	Column int
	Msg    string
}

func (e *BreakError) Error() string { return fmt.Sprintf("column %d: %s", e.Column, e.Msg) }

// breakNode is one node of a parsed expression.
type breakNode struct {
	op          string // "||", "&&", a comparison operator, or "node"
	left, right *breakNode
	field       string  // comparisons: dist, hp, branch or leaf
	number      float64 // a numeric limit
	name        string  // a range's name, a branch, a leaf or a node
	column      int     // where the limit or the name is written
	status      bt.Status
}

// token is a word or symbol of an expression and its column.
type token struct {
	text   string
	column int
}

// ParseBreak reads a breakpoint like "near.* branch == attack && hp < 0.5".
// A malformed one gets a *BreakError naming the column.
func ParseBreak(src string) (*Break, error) {
	toks, err := tokenize(src)
	if err != nil {
		return nil, err
	}
	if len(toks) == 0 {
		return nil, &BreakError{1, "empty: give an enemy or kind, then a condition, like near.* dist < 2"}
	}
	b := &Break{Source: src}
	target := toks[0]
	if kind, ok := strings.CutSuffix(target.text, ".*"); ok {
		b.kind = kind
	} else {
		b.id = target.text
	}
	if !isName(strings.TrimSuffix(target.text, ".*")) {
		return nil, &BreakError{target.column, config.Quote(target.text) + ": want an enemy's ID like far-1 or a kind like near.*"}
	}
	p := &breakParser{toks: toks[1:], end: utf8.RuneCountInString(src) + 1}
	if len(p.toks) == 0 {
		return nil, &BreakError{p.end, "a condition must follow " + config.Plain(target.text, config.QuotedChars) + ", like dist < 2"}
	}
	expr, err := p.expression()
	if err != nil {
		return nil, err
	}
	if t, ok := p.peek(); ok {
		return nil, &BreakError{t.column, fmt.Sprintf("unexpected %s: join conditions with && or ||", config.Quote(t.text))}
	}
	b.expr = *expr
	return b, nil
}

// tokenize splits an expression into words and symbols, and refuses
// parentheses nested more than config.MaxBreakNesting deep, at the first
// one too deep: the parser descends once per level.
func tokenize(src string) ([]token, error) {
	var toks []token
	r := []rune(src)
	depth := 0
	for i := 0; i < len(r); {
		c := r[i]
		switch {
		case unicode.IsSpace(c):
			i++
		case c == '(' || c == ')':
			if c == ')' {
				depth = max(depth-1, 0)
			} else if depth++; depth > config.MaxBreakNesting {
				return nil, &BreakError{i + 1, fmt.Sprintf("parentheses nested more than %d deep: a breakpoint nests at most %d", config.MaxBreakNesting, config.MaxBreakNesting)}
			}
			toks = append(toks, token{string(c), i + 1})
			i++
		case strings.ContainsRune("<>=!&|", c):
			j := i + 1
			for j < len(r) && j-i < 2 && strings.ContainsRune("=&|", r[j]) {
				j++
			}
			toks = append(toks, token{string(r[i:j]), i + 1})
			i = j
		case unicode.IsLetter(c) || unicode.IsDigit(c) || c == '_' || c == '.' || c == '-' || c == '*':
			j := i
			for j < len(r) && (unicode.IsLetter(r[j]) || unicode.IsDigit(r[j]) || strings.ContainsRune("_.-*", r[j])) {
				j++
			}
			toks = append(toks, token{string(r[i:j]), i + 1})
			i = j
		default:
			return nil, &BreakError{i + 1, "unexpected " + config.Quote(string(c))}
		}
	}
	return toks, nil
}

// isName reports whether s is a name of a kind, an enemy or a node.
func isName(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if !(unicode.IsLetter(c) || unicode.IsDigit(c) || c == '_' || c == '-') {
			return false
		}
	}
	return true
}

// breakParser reads an expression's tokens by recursive descent.
type breakParser struct {
	toks       []token
	end        int // the column after the last character, for "missing" messages
	conditions int // read so far
}

func (p *breakParser) peek() (token, bool) {
	if len(p.toks) == 0 {
		return token{}, false
	}
	return p.toks[0], true
}

// next returns the next token, or an error saying what was wanted at the end.
func (p *breakParser) next(want string) (token, error) {
	t, ok := p.peek()
	if !ok {
		return t, &BreakError{p.end, "missing " + want + " at the end"}
	}
	p.toks = p.toks[1:]
	return t, nil
}

func (p *breakParser) expression() (*breakNode, error) { return p.joined("||", p.term) }
func (p *breakParser) term() (*breakNode, error)       { return p.joined("&&", p.factor) }

// joined reads operands joined by op, left to right.
func (p *breakParser) joined(op string, operand func() (*breakNode, error)) (*breakNode, error) {
	left, err := operand()
	if err != nil {
		return nil, err
	}
	for {
		t, ok := p.peek()
		if !ok || t.text != op {
			return left, nil
		}
		p.toks = p.toks[1:]
		right, err := operand()
		if err != nil {
			return nil, err
		}
		left = &breakNode{op: op, left: left, right: right}
	}
}

// comparisons are the operators a comparison takes.
var comparisons = map[string]bool{"<": true, "<=": true, ">": true, ">=": true, "==": true, "!=": true}

// rangeNames are the kind's ranges a distance may be compared with.
var rangeNames = map[string]bool{"detect": true, "attack": true, "lose": true, "min_distance": true}

func (p *breakParser) factor() (*breakNode, error) {
	t, err := p.next("a condition, like dist < 2")
	if err != nil {
		return nil, err
	}
	if t.text != "(" {
		if p.conditions++; p.conditions > config.MaxBreakConditions {
			return nil, &BreakError{t.column, fmt.Sprintf("more than %d conditions: a breakpoint checks at most %d", config.MaxBreakConditions, config.MaxBreakConditions)}
		}
	}
	switch t.text {
	case "(":
		inner, err := p.expression()
		if err != nil {
			return nil, err
		}
		closing, err := p.next(`")"`)
		if err != nil {
			return nil, err
		}
		if closing.text != ")" {
			return nil, &BreakError{closing.column, `want ")", got ` + config.Quote(closing.text)}
		}
		return inner, nil
	case "node":
		return p.nodeTest()
	case "dist", "hp", "branch", "leaf":
		return p.comparison(t)
	}
	return nil, &BreakError{t.column, "unknown " + config.Quote(t.text) + ": a condition starts with dist, hp, branch, leaf, node or ("}
}

// nodeTest reads "node NAME STATUS" after "node".
func (p *breakParser) nodeTest() (*breakNode, error) {
	name, err := p.next("a node's name")
	if err != nil {
		return nil, err
	}
	if !isName(name.text) {
		return nil, &BreakError{name.column, config.Quote(name.text) + " is no node name"}
	}
	st, err := p.next("a status (success, failure or running)")
	if err != nil {
		return nil, err
	}
	for _, s := range []bt.Status{bt.Success, bt.Failure, bt.Running} {
		if st.text == s.String() {
			return &breakNode{op: "node", name: name.text, column: name.column, status: s}, nil
		}
	}
	return nil, &BreakError{st.column, "unknown status " + config.Quote(st.text) + ": want success, failure or running"}
}

// comparison reads the operator and limit after a field.
func (p *breakParser) comparison(field token) (*breakNode, error) {
	op, err := p.next("a comparison, like " + field.text + " < 2")
	if err != nil {
		return nil, err
	}
	if !comparisons[op.text] {
		return nil, &BreakError{op.column, fmt.Sprintf("want a comparison (<, <=, >, >=, ==, !=) after %s, got %s", field.text, config.Quote(op.text))}
	}
	limit, err := p.next("what " + field.text + " is compared with")
	if err != nil {
		return nil, err
	}
	n := &breakNode{op: op.text, field: field.text, column: limit.column}
	switch field.text {
	case "branch", "leaf":
		if op.text != "==" && op.text != "!=" {
			return nil, &BreakError{op.column, field.text + " is a name: compare it with == or !="}
		}
		if !isName(limit.text) {
			return nil, &BreakError{limit.column, fmt.Sprintf("%s is no %s name", config.Quote(limit.text), field.text)}
		}
		n.name = limit.text
		return n, nil
	}
	if v, err := strconv.ParseFloat(limit.text, 64); err == nil {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return nil, &BreakError{limit.column, fmt.Sprintf("%s is compared with %s: the breakpoint could never fire; give a finite number", field.text, config.Quote(limit.text))}
		}
		if field.text == "dist" && (v < 0 || v == 0 && op.text == "<") { // it always holds, or never: it never becomes true
			return nil, &BreakError{limit.column, fmt.Sprintf("dist %s %s: a distance is never below 0, so the breakpoint could never fire", op.text, limit.text)}
		}
		if field.text == "hp" && !fractionMayTurn(op.text, v) {
			return nil, &BreakError{limit.column, fmt.Sprintf("hp %s %s: hp is a fraction of the kind's hit points, from 0 to 1, so the breakpoint could never fire", op.text, limit.text)}
		}
		n.number = v
		return n, nil
	}
	if field.text == "dist" && rangeNames[limit.text] {
		n.name = limit.text
		return n, nil
	}
	want := "a number"
	if field.text == "dist" {
		want = "a number or a range (detect, attack, lose, min_distance)"
	} else {
		want = "a fraction of the kind's hp, like 0.5"
	}
	return nil, &BreakError{limit.column, fmt.Sprintf("%s is compared with %s, got %s", field.text, want, config.Quote(limit.text))}
}

// fractionMayTurn reports whether a fraction from 0 to 1 compared with v
// by op may hold at one time and not at another: a comparison that holds
// for none of them, or for all, never becomes true, and a breakpoint fires
// when its condition does.
func fractionMayTurn(op string, v float64) bool {
	switch op {
	case "<":
		return v > 0 && v <= 1
	case "<=":
		return v >= 0 && v < 1
	case ">":
		return v >= 0 && v < 1
	case ">=":
		return v > 0 && v <= 1
	}
	return v >= 0 && v <= 1 // == and !=
}
