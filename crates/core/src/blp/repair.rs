//! The repair of contradictory givens: the complete grid keeping the most
//! givens, which is the optimum of the paper's objective `max Σ c_ijk x_ijk`
//! with the givens left free (only in the objective).
//!
//! How it is found depends on what was asked for:
//! - microlp with presolve (the default): implicit hitting sets over the
//!   givens ([`super::cores`]): conflicts proven by the native engine, a
//!   minimum hitting set of them as the lower bound on the givens dropped,
//!   a completion of the rest as the grid. The optimum is the same as the
//!   program's, proven the same way (a bound met by a grid), and the grid is
//!   checked against every row of the paper's model.
//! - HiGHS, or presolve off: the paper's model with the givens free, solved
//!   by that solver as printed (with presolve, HiGHS first tries the model
//!   with the givens fixed, which settles solvable puzzles).

use super::cores::most_givens_kept;
use super::model::{Build, Model};
use super::run::{ensure_available, optimise};
use super::{check_returned, check_sizes, BlpOptions, SolverKind};
use crate::error::{Error, Result};
use crate::geometry::Geometry;
use crate::grid::Grid;

/// A complete grid keeping as many givens as possible.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Relaxation {
    /// The complete valid grid.
    pub grid: Grid,
    /// Cells whose given the grid does not keep (empty if the puzzle is solvable).
    pub dropped: Vec<usize>,
}

/// The paper's model with the givens only in the objective: the complete grid
/// keeping the most givens, proven optimal. `None` when the rules alone
/// admit no grid (possible for odd jigsaw maps). Honours the options'
/// deadline ([`Error::TimeLimit`]).
///
/// ```
/// use sheetdoku::{keep_most_givens, BlpOptions, Geometry, Grid};
/// let g = Geometry::standard(4).unwrap();
/// // A1 sees 1 and 2 in its row, 3 in its column and 4 in its block.
/// let givens = Grid::parse_line(".12.34..........").unwrap();
/// let r = keep_most_givens(&g, &givens, &BlpOptions::default()).unwrap().unwrap();
/// assert_eq!(r.dropped.len(), 1);
/// ```
pub fn keep_most_givens(
    geometry: &Geometry,
    givens: &Grid,
    opts: &BlpOptions,
) -> Result<Option<Relaxation>> {
    ensure_available(opts.solver)?;
    check_sizes(geometry, givens)?;
    let deadline = opts.deadline.begin();
    let doing = format!("finding the grid keeping most givens with {}", opts.solver);
    let grid = if opts.presolve && opts.solver == SolverKind::Microlp {
        most_givens_kept(geometry, givens, &deadline)?
    } else {
        if opts.presolve {
            let model = Model::build(
                geometry,
                givens,
                Build {
                    fix_givens: true,
                    candidates: None,
                },
            );
            if let Some(grid) = optimise(&model, opts.solver, &deadline, &doing)? {
                check_returned(geometry, givens, &grid, opts.solver)?;
                return Ok(Some(Relaxation {
                    grid,
                    dropped: Vec::new(),
                }));
            }
        }
        let model = Model::build(geometry, givens, papers_model());
        optimise(&model, opts.solver, &deadline, &doing)?
    };
    let Some(grid) = grid else {
        return Ok(None);
    };
    check_returned(geometry, &Grid::empty(geometry.size()), &grid, opts.solver)?;
    if !meets_every_row(geometry, &grid) {
        return Err(Error::Solver {
            solver: opts.solver.to_string(),
            message: format!("the repaired grid breaks a row of the model: {grid}"),
        });
    }
    let dropped = (0..geometry.cell_count())
        .filter(|&c| givens.get(c) != 0 && givens.get(c) != grid.get(c))
        .collect();
    Ok(Some(Relaxation { grid, dropped }))
}

/// The paper's model as printed: no presolve, givens only in the objective.
fn papers_model() -> Build<'static> {
    Build {
        fix_givens: false,
        candidates: None,
    }
}

/// Whether `grid`, read as `x_ijk = 1` iff cell `(i, j)` holds `k`, meets
/// every row of the paper's model of `geometry` (givens free).
pub(crate) fn meets_every_row(geometry: &Geometry, grid: &Grid) -> bool {
    let model = Model::build(geometry, &Grid::empty(geometry.size()), papers_model());
    let vars = &model.vars;
    model
        .rows
        .iter()
        .all(|row| row.holds(|v| grid.get(vars[v].cell) == vars[v].digit))
}
