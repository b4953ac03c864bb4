package sweep

import (
	"math"

	"gonum.org/v1/gonum/stat"
	"gonum.org/v1/gonum/stat/distuv"
)

// confidence is the level of every interval a search reports.
const confidence = 0.95

// Interval is the mean of a measure over games and its 95% confidence
// interval (Student's t): where the mean of all games would lie.
type Interval struct {
	Mean, Lo, Hi float64
	SD           float64 // the games' standard deviation
	N            int     // games
}

// intervalOf returns the interval of the values, one per game.
func intervalOf(values []float64) Interval {
	n := len(values)
	if n == 0 {
		return Interval{Mean: math.NaN(), Lo: math.Inf(-1), Hi: math.Inf(1), SD: math.NaN()}
	}
	mean, sd := stat.MeanStdDev(values, nil)
	if n < 2 {
		return Interval{Mean: mean, Lo: math.Inf(-1), Hi: math.Inf(1), SD: math.NaN(), N: n}
	}
	t := distuv.StudentsT{Mu: 0, Sigma: 1, Nu: float64(n - 1)}.Quantile(1 - (1-confidence)/2)
	half := t * sd / math.Sqrt(float64(n))
	return Interval{Mean: mean, Lo: mean - half, Hi: mean + half, SD: sd, N: n}
}

// HalfWidth returns half the interval's width.
func (iv Interval) HalfWidth() float64 { return (iv.Hi - iv.Lo) / 2 }

// Within reports whether the whole interval lies within lo to hi.
func (iv Interval) Within(lo, hi float64) bool { return iv.Lo >= lo && iv.Hi <= hi }
