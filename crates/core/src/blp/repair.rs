//! The repair of contradictory givens and cage sums: the complete grid
//! keeping the most givens, which is the optimum of the paper's objective
//! `max Σ c_ijk x_ijk` with the givens left free (only in the objective).
//!
//! On a killer the cages' sums may contradict each other or the givens
//! too, so each cage's sum is free as well: the grid drops the fewest
//! items (a given or a cage's sum, each counting one: every one is a
//! number the teacher typed, and the fewest numbers changed is the likeliest
//! typing slip), and of those grids one breaking the fewest cages (a cage
//! holds more of the puzzle than one given). A cage whose sum is dropped
//! still holds different digits.
//!
//! How it is found depends on what was asked for:
//! - microlp with presolve (the default): implicit hitting sets over the
//!   givens and cage sums ([`super::cores`]): conflicts proven by the
//!   native engine, a minimum hitting set of them as the lower bound on
//!   what is dropped, a completion of the rest as the grid. The optimum is
//!   the same as the program's, proven the same way (a bound met by a
//!   grid), and the grid is checked against every row of the paper's model
//!   it keeps.
//! - HiGHS, or presolve off: the paper's model with the givens free, solved
//!   by that solver as printed (with presolve, HiGHS first tries the model
//!   with the givens fixed, which settles solvable puzzles); on a killer
//!   each cage's sum row is relaxed by a binary indicator that costs a
//!   little more than a given ([`Model::soften_cage_sums`]).

use super::cores::most_givens_kept;
use super::model::{broken_sums, Build, Model};
use super::rows::RowKind;
use super::run::{ensure_available, optimise};
use super::{check_returned, check_sizes, BlpOptions, Presolve, SolverKind};
use crate::error::{Error, Result};
use crate::geometry::{ConstraintId, Geometry};
use crate::grid::Grid;

/// A complete grid keeping as many givens (and cage sums) as possible.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct Relaxation {
    /// The complete grid: it keeps every rule but the dropped cage sums.
    pub grid: Grid,
    /// Cells whose given the grid does not keep (empty if the puzzle is solvable).
    pub dropped: Vec<usize>,
    /// The killer cages whose sum the grid does not keep, in the order of
    /// [`Geometry::cages`] (their digits still differ).
    pub dropped_cages: Vec<ConstraintId>,
}

/// The paper's model with the givens only in the objective: the complete grid
/// keeping the most givens, proven optimal. On a killer, the grid dropping
/// the fewest givens and cage sums together, then the fewest cage sums (see
/// the module's notes). `None` when the rules alone admit no grid (possible
/// for odd jigsaw maps). Honours the options' deadline ([`Error::TimeLimit`]).
///
/// ```
/// use sheetdoku::{Cage, Constraint, Geometry, Grid};
/// use sheetdoku::solve::{keep_most_givens, BlpOptions};
/// let g = Geometry::standard(4).unwrap();
/// // A1 sees 1 and 2 in its row, 3 in its column and 4 in its block.
/// let givens = Grid::parse_line(".12.34..........").unwrap();
/// let r = keep_most_givens(&g, &givens, &BlpOptions::default()).unwrap().unwrap();
/// assert_eq!(r.dropped.len(), 1);
/// // A cage of 3 at A1 and B1 cannot hold the given 4 at B1: the given
/// // and the cage's sum are one item each; the cage is kept.
/// let cage = Constraint::Cage(Cage::new(vec![0, 1], 3));
/// let killer = Geometry::standard(4).unwrap().with_constraint(cage).unwrap();
/// let givens = Grid::parse_line(".4..............").unwrap();
/// let r = keep_most_givens(&killer, &givens, &BlpOptions::default()).unwrap().unwrap();
/// assert_eq!((r.dropped, r.dropped_cages), (vec![1], vec![]));
/// ```
pub fn keep_most_givens(
    geometry: &Geometry,
    givens: &Grid,
    opts: &BlpOptions,
) -> Result<Option<Relaxation>> {
    ensure_available(opts.solver)?;
    check_sizes(geometry, givens)?;
    let deadline = opts.deadline.begin();
    let doing = sheetdoku_i18n::text_with("doing-repair", &[("solver", &opts.solver.to_string())]);
    let grid = if opts.presolve == Presolve::On && opts.solver == SolverKind::Microlp {
        most_givens_kept(geometry, givens, &deadline)?
    } else {
        if opts.presolve == Presolve::On {
            let model = Model::build(
                geometry,
                givens,
                Build {
                    fix_givens: true,
                    candidates: None,
                },
            );
            if let Some(grid) = optimise(&model, opts.solver, &deadline, &doing)?.grid {
                check_returned(geometry, givens, &grid, opts.solver)?;
                return Ok(Some(Relaxation {
                    grid,
                    dropped: Vec::new(),
                    dropped_cages: Vec::new(),
                }));
            }
        }
        let mut model = Model::build(geometry, givens, papers_model());
        model.soften_cage_sums();
        optimise(&model, opts.solver, &deadline, &doing)?.grid
    };
    let Some(grid) = grid else {
        return Ok(None);
    };
    let dropped_cages = broken_sums(geometry, &grid);
    if dropped_cages.is_empty() {
        check_returned(geometry, &Grid::empty(geometry.size()), &grid, opts.solver)?;
    }
    if !meets_every_row(geometry, &grid, &dropped_cages) {
        return Err(Error::Solver {
            solver: opts.solver.to_string(),
            message: format!("the repaired grid breaks a row of the model: {grid}"),
        });
    }
    let dropped = (0..geometry.cell_count())
        .filter(|&c| givens.get(c) != 0 && givens.get(c) != grid.get(c))
        .collect();
    Ok(Some(Relaxation {
        grid,
        dropped,
        dropped_cages,
    }))
}

/// The paper's model as printed: no presolve, givens only in the objective.
fn papers_model() -> Build<'static> {
    Build {
        fix_givens: false,
        candidates: None,
    }
}

/// Whether `grid`, read as `x_ijk = 1` iff cell `(i, j)` holds `k`, meets
/// every row of the paper's model of `geometry` (givens free) but the sum
/// rows of the cages `dropped_cages`.
pub(crate) fn meets_every_row(
    geometry: &Geometry,
    grid: &Grid,
    dropped_cages: &[ConstraintId],
) -> bool {
    let model = Model::build(geometry, &Grid::empty(geometry.size()), papers_model());
    let vars = &model.vars;
    model
        .rows
        .iter()
        .filter(|row| match row.kind {
            RowKind::CageSum { constraint } => !dropped_cages.contains(&constraint),
            _ => true,
        })
        .all(|row| row.holds(|v| grid.get(vars[v].cell) == vars[v].digit))
}
