//! The binary linear program of Peško's paper as plain data: variables
//! `x_ijk`, objective coefficients `c_ijk`, and the rows (1)-(9) generated from
//! the constraints of a [`Geometry`], plus the no-good cuts of hypothesis H1.
//!
//! The solver back ends ([`super::run`]) and the LP writer
//! ([`super::lp_file`]) both read this one description, so the model written
//! to a file is the model that is solved.

use super::rows::{self, Builder, Row, RowKind, Sense, Term};
use crate::check::check;
use crate::geometry::{Cage, CageSum, Constraint, ConstraintId, Geometry};
use crate::grid::Grid;

/// One binary variable `x_ijk`: digit `digit` in `cell`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Var {
    /// Cell index `row * n + col`.
    pub cell: usize,
    /// Digit `1..=n`.
    pub digit: u8,
}

/// How to build the model.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Build<'a> {
    /// Fix the givens and drop every `x_ijk` a given excludes (the
    /// presolve's model); off, the givens are only in the objective.
    pub fix_givens: bool,
    /// Build only these digits per cell (bit `k-1` for digit `k`).
    pub candidates: Option<&'a [u32]>,
}

/// The program, ready for a solver or the LP writer.
#[derive(Clone, Debug)]
pub(crate) struct Model {
    /// The variables that exist.
    pub vars: Vec<Var>,
    /// `c_ijk` per variable: 1 where the puzzle gives that digit there.
    pub objective: Vec<f64>,
    /// The constraints.
    pub rows: Vec<Row>,
    /// Cells decided without a variable (fixed givens), 0 elsewhere.
    pub fixed: Grid,
    /// The puzzle's givens (the objective counts how many a grid keeps).
    pub givens: Grid,
    /// Built with the givens fixed, so the objective is constant.
    pub givens_fixed: bool,
    /// The geometry the rows come from (for the branch and bound's node
    /// propagation).
    pub geometry: Geometry,
    /// Presolve (or the model itself) already shows there is no solution:
    /// a cell or a (unit, digit) has no variable left, or givens clash.
    pub infeasible: bool,
    /// The cages whose sum rows are soft ([`Model::soften_cage_sums`]):
    /// the `i`-th has the binary indicator numbered `vars.len() + i` in the
    /// rows, 1 when the grid breaks that cage's sum.
    pub soft_cages: Vec<ConstraintId>,
    cuts: usize,
    /// The grid each cut excludes, while every cut excludes exactly one
    /// ([`Model::excluded_grids`]); `None` once one excludes more.
    excluded: Option<Vec<Grid>>,
}

/// All digits of a grid of size `n` as a bit mask.
pub(crate) fn full_mask(n: usize) -> u32 {
    if n >= 32 {
        u32::MAX
    } else {
        (1u32 << n) - 1
    }
}

/// The killer cages whose sum the complete `grid` breaks, in the order of
/// [`Geometry::cages`].
pub(crate) fn broken_sums(geometry: &Geometry, grid: &Grid) -> Vec<ConstraintId> {
    geometry
        .cages()
        .filter(|(_, cage)| match cage.sum {
            CageSum::Given(sum) => cage.total(grid) != sum,
            CageSum::NotGiven => false,
        })
        .map(|(id, _)| id)
        .collect()
}

fn bit(digit: u8) -> u32 {
    1u32 << (digit - 1)
}

impl Model {
    /// Builds the model of `givens` on `geometry`.
    ///
    /// Without presolve and candidates this is exactly the paper's model:
    /// `n³` variables, one row per (unit, digit) and one per cell, givens only
    /// in the objective. With presolve the givens are fixed (no variables),
    /// every `x_ijk` excluded by a given among its peers ([`Geometry::peers`]:
    /// a shared unit or cage) is left out, and the
    /// rows a given already satisfies are dropped; the optimum is unchanged.
    pub fn build(geometry: &Geometry, givens: &Grid, how: Build<'_>) -> Model {
        let n = geometry.size();
        let cells = n * n;
        let full = full_mask(n);
        let mut allowed: Vec<u32> = match how.candidates {
            Some(c) => c.iter().map(|&m| m & full).collect(),
            None => vec![full; cells],
        };
        let mut fixed = Grid::empty(n);
        let mut infeasible = false;
        if how.fix_givens {
            if !check(geometry, givens).is_valid() {
                infeasible = true;
            }
            for cell in 0..cells {
                let g = givens.get(cell);
                if g == 0 {
                    continue;
                }
                if allowed[cell] & bit(g) == 0 {
                    infeasible = true;
                }
                fixed.set(cell, g);
                for peer in geometry.peers(cell) {
                    allowed[peer] &= !bit(g);
                }
            }
            // A cell left with one candidate is decided like a given (but
            // stays out of the objective): no variable, its rows drop out.
            // One pass suffices for candidates from a propagation fixpoint;
            // for others it is still sound, just not a fixpoint.
            for cell in 0..cells {
                let m = allowed[cell];
                if fixed.get(cell) == 0 && m.count_ones() == 1 {
                    let d = m.trailing_zeros() as u8 + 1;
                    fixed.set(cell, d);
                    for peer in geometry.peers(cell) {
                        if fixed.get(peer) == d {
                            infeasible = true;
                        }
                        allowed[peer] &= !m;
                    }
                }
            }
        }

        // Variables, cell by cell, digit by digit (the paper's i, j, k order).
        let mut vars = Vec::new();
        let mut index = vec![usize::MAX; cells * n];
        for (cell, &mask) in allowed.iter().enumerate() {
            if fixed.get(cell) != 0 {
                continue;
            }
            if mask == 0 {
                infeasible = true;
            }
            for d in 1..=n as u8 {
                if mask & bit(d) != 0 {
                    index[cell * n + d as usize - 1] = vars.len();
                    vars.push(Var { cell, digit: d });
                }
            }
        }
        let objective = vars
            .iter()
            .map(|v| f64::from(u8::from(givens.get(v.cell) == v.digit)))
            .collect();

        let mut b = Builder {
            n,
            index: &index,
            fixed: &fixed,
            rows: Vec::new(),
            infeasible,
        };
        for (id, constraint) in geometry.rules() {
            match constraint {
                Constraint::Anti(anti) => rows::anti::add(&mut b, id, anti, geometry.units()),
                Constraint::AllDifferent(unit) => rows::unit::add(&mut b, id, unit),
                Constraint::Cage(cage) => rows::cage::add(&mut b, id, cage),
                Constraint::Parity(parity) => rows::parity::add(&mut b, id, parity),
                Constraint::Pair(pair) => rows::pair::add(&mut b, id, pair),
                Constraint::Line(line) => rows::line::add(&mut b, id, line),
                Constraint::Sum(sum) => rows::sum::add(&mut b, id, sum),
                Constraint::Sandwich(sandwich) => rows::sandwich::add(&mut b, id, sandwich),
            }
        }
        rows::cell::add_all(&mut b);
        let Builder {
            rows, infeasible, ..
        } = b;
        Model {
            vars,
            objective,
            rows,
            fixed,
            givens: givens.clone(),
            geometry: geometry.clone(),
            givens_fixed: how.fix_givens,
            infeasible,
            soft_cages: Vec::new(),
            cuts: 0,
            excluded: Some(Vec::new()),
        }
    }

    /// Makes every killer cage's sum soft, for the repair of contradictory
    /// sums: each sum row `Σ k·x = S` becomes `Σ k·x - M z <= S` and
    /// `-Σ k·x - M' z <= -S` with a binary indicator `z` (M and M' the most
    /// the cage's different digits can exceed or fall short of `S`), and
    /// each indicator costs [`Model::soft_cost`] in the objective. The
    /// cage's "each digit at most once" rows stay.
    pub fn soften_cage_sums(&mut self) {
        let n = self.geometry.size();
        let mut rows = Vec::with_capacity(self.rows.len());
        for row in std::mem::take(&mut self.rows) {
            let RowKind::CageSum { constraint } = row.kind else {
                rows.push(row);
                continue;
            };
            let Some(Constraint::Cage(cage)) = self.geometry.constraint(constraint) else {
                rows.push(row);
                continue;
            };
            let fixed: i64 = cage
                .cells
                .iter()
                .map(|&c| i64::from(self.fixed.get(c)))
                .sum();
            let (low, high) = Cage::sum_range(n, cage.cells.len());
            let (low, high) = (i64::from(low) - fixed, i64::from(high) - fixed);
            let z = self.vars.len() + self.soft_cages.len();
            self.soft_cages.push(constraint);
            if high > row.rhs {
                let mut over = row.clone();
                over.sense = Sense::Le;
                over.terms.push(Term {
                    var: z,
                    coef: row.rhs - high,
                });
                rows.push(over);
            }
            if row.rhs > low {
                let mut under = row.clone();
                under.sense = Sense::Le;
                under.terms.iter_mut().for_each(|t| t.coef = -t.coef);
                under.rhs = -row.rhs;
                under.terms.push(Term {
                    var: z,
                    coef: low - row.rhs,
                });
                rows.push(under);
            }
        }
        self.rows = rows;
    }

    /// The objective's cost of breaking one soft cage sum: one, like a
    /// dropped given, and a little more, less than one over all the cages,
    /// so that of two grids dropping as many items the one breaking fewer
    /// cages is better.
    pub fn soft_cost(&self) -> f64 {
        1.0 + 1.0 / (self.soft_cages.len() as f64 + 1.0)
    }

    /// The soft cages whose sum `grid` breaks.
    pub fn broken_sums(&self, grid: &Grid) -> Vec<ConstraintId> {
        broken_sums(&self.geometry, grid)
            .into_iter()
            .filter(|id| self.soft_cages.contains(id))
            .collect()
    }

    /// Adds Peško's cut for a known complete grid `x0`:
    /// `Σ x0_ijk x_ijk <= (number of such variables) - 1`, i.e. `n² - 1` in
    /// the full model. Fixed cells contribute a constant and are left out, so
    /// with every cell fixed the cut cannot be met and the model is infeasible.
    pub fn add_cut(&mut self, x0: &Grid) {
        let vars: Vec<usize> = (0..self.vars.len())
            .filter(|&i| x0.get(self.vars[i].cell) == self.vars[i].digit)
            .collect();
        if vars.is_empty() {
            self.infeasible = true;
        }
        // A cell holds at most one of the cut's variables; with one in
        // every open cell the cut excludes exactly the grid of x0's digits
        // there and the fixed cells' elsewhere. With fewer it excludes
        // every grid agreeing on the cells it has.
        let open = self.fixed.cells().iter().filter(|&&d| d == 0).count();
        match self.excluded.as_mut() {
            Some(grids) if vars.len() == open => {
                let mut grid = self.fixed.clone();
                for &i in &vars {
                    grid.set(self.vars[i].cell, self.vars[i].digit);
                }
                grids.push(grid);
            }
            _ => self.excluded = None,
        }
        self.rows.push(rows::cut::row(self.cuts, vars));
        self.cuts += 1;
    }

    /// The grid given by variable values (`> 0.5` means 1) plus the fixed cells.
    pub fn decode(&self, values: &[f64]) -> Grid {
        let mut grid = self.fixed.clone();
        for (v, &value) in self.vars.iter().zip(values) {
            if value > 0.5 {
                grid.set(v.cell, v.digit);
            }
        }
        grid
    }

    /// The objective `Σ c_ijk x_ijk` of a grid: how many givens it keeps
    /// (fixed givens included).
    pub fn objective_of(&self, grid: &Grid) -> usize {
        self.givens
            .cells()
            .iter()
            .zip(grid.cells())
            .filter(|&(&g, &s)| g != 0 && g == s)
            .count()
    }

    /// The best objective any grid can reach: the number of givens.
    pub fn upper_bound(&self) -> usize {
        self.givens.given_count()
    }

    /// Whether `grid` reaches the best objective any grid can: it keeps
    /// every given and breaks no soft cage sum.
    pub fn reaches_bound(&self, grid: &Grid) -> bool {
        self.objective_of(grid) == self.upper_bound() && self.broken_sums(grid).is_empty()
    }

    /// The grids the cuts exclude, when the model is the puzzle's own but
    /// for them: no soft cage, and every cut excludes exactly one grid.
    /// A grid is then feasible iff it keeps the fixed cells and every rule
    /// of the geometry and is none of these (none: the puzzle's own model).
    /// `None` otherwise.
    pub fn excluded_grids(&self) -> Option<&[Grid]> {
        if !self.soft_cages.is_empty() {
            return None;
        }
        self.excluded.as_deref()
    }

    /// Whether the complete `grid` keeps the fixed cells and meets every
    /// row of the model (`x_ijk = 1` iff cell `(i, j)` holds `k`): the check
    /// every grid found by a search (ours or the engine's) passes before it
    /// is returned as a solution of the program.
    pub fn meets_every_row(&self, grid: &Grid) -> bool {
        let (vars, fixed) = (&self.vars, &self.fixed);
        grid.is_full()
            && (0..grid.cells().len()).all(|c| fixed.get(c) == 0 || fixed.get(c) == grid.get(c))
            && self
                .rows
                .iter()
                .all(|row| row.holds(|v| grid.get(vars[v].cell) == vars[v].digit))
    }

    /// Number of constraints, cuts included.
    pub fn constraint_count(&self) -> usize {
        self.rows.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn full_model_has_the_papers_size() {
        let g = Geometry::standard(9).unwrap();
        let m = Model::build(
            &g,
            &Grid::empty(9),
            Build {
                fix_givens: false,
                candidates: None,
            },
        );
        assert_eq!(m.vars.len(), 729);
        assert_eq!(m.rows.len(), 324);
        assert!(m
            .rows
            .iter()
            .all(|r| r.terms.len() == 9 && r.terms.iter().all(|t| t.coef == 1)));
        assert!(!m.infeasible);
    }

    #[test]
    fn presolve_drops_variables_excluded_by_givens() {
        let g = Geometry::standard(4).unwrap();
        let givens = Grid::parse_line("1...............").unwrap();
        let m = Model::build(
            &g,
            &givens,
            Build {
                fix_givens: true,
                candidates: None,
            },
        );
        // 15 free cells x 4 digits, minus digit 1 in the 7 peers of A1.
        assert_eq!(m.vars.len(), 15 * 4 - 7);
        // Rows for digit 1 in row 1, column 1, block 1 are satisfied.
        assert_eq!(m.rows.len(), 3 * 4 * 4 - 3 + 15);
        assert_eq!(m.fixed.get(0), 1);
        assert!(m.objective.iter().all(|&c| c == 0.0));
    }

    #[test]
    fn a_cell_with_no_candidate_is_infeasible() {
        let g = Geometry::standard(4).unwrap();
        // A1 sees 1, 2 (row), 3 (column) and 4 (block).
        let givens = Grid::parse_line(".12.34..........").unwrap();
        let m = Model::build(
            &g,
            &givens,
            Build {
                fix_givens: true,
                candidates: None,
            },
        );
        assert!(m.infeasible);
    }
}
