//! A puzzle with marks ([`GeneratedRule`](super::GeneratedRule)): its
//! geometry and engine, and the pass that removes marks, in random order,
//! while the puzzle keeps one solution.

use rand::seq::SliceRandom;
use rand::Rng;

use crate::budget::Deadline;
use crate::engine::Engine;
use crate::error::Result;
use crate::geometry::{Constraint, Geometry};
use crate::grid::Grid;

/// The puzzle's geometry (the base with its marks) and an engine of it.
pub(super) struct Marked {
    /// The marks, in the order they were added.
    pub marks: Vec<Constraint>,
    /// The base geometry with the marks.
    pub geometry: Geometry,
    /// The native engine of `geometry`.
    pub engine: Engine,
}

impl Marked {
    /// `base` with `marks` (each kept by the solution they were read from).
    pub fn new(base: &Geometry, marks: Vec<Constraint>) -> Result<Marked> {
        let mut geometry = base.clone();
        for mark in &marks {
            geometry = geometry.with_constraint(mark.clone())?;
        }
        let engine = Engine::new(&geometry);
        Ok(Marked {
            marks,
            geometry,
            engine,
        })
    }

    /// Removes marks in random order while `givens` keeps one solution
    /// (`solution`),
    /// keeping at least one mark of each family (a puzzle asked for with
    /// dots and signs has both); `doing` says what the work is when the
    /// deadline passes.
    pub fn thin<R: Rng + ?Sized>(
        self,
        base: &Geometry,
        givens: &Grid,
        solution: &Grid,
        rng: &mut R,
        deadline: &Deadline,
        doing: &dyn Fn() -> String,
    ) -> Result<Marked> {
        let mut kept = self.marks.clone();
        let mut order: Vec<Constraint> = self.marks.clone();
        order.shuffle(rng);
        let mut best = self;
        for mark in order {
            deadline.check(doing)?;
            let family = mark.family();
            if kept.iter().filter(|m| m.family() == family).count() < 2 {
                continue;
            }
            let without: Vec<Constraint> = kept.iter().filter(|m| **m != mark).cloned().collect();
            let tried = Marked::new(base, without)?;
            // Another solution without the mark would break it (with it
            // the puzzle was unique), so it differs from `solution` in one
            // of the mark's cells: a search with that cell's digit struck
            // out, cell by cell, decides.
            let mut unique = true;
            for &cell in mark.cells() {
                let other = tried.engine.other_digit_within(
                    givens,
                    (cell, solution.get(cell)),
                    deadline,
                    None,
                );
                match other {
                    Ok(Some(false)) => {}
                    Ok(Some(true) | None) => {
                        unique = false;
                        break;
                    }
                    Err(crate::error::Error::TimeLimit { .. }) => {
                        return Err(deadline.exceeded(&doing()))
                    }
                    Err(e) => return Err(e),
                }
            }
            if unique {
                kept = tried.marks.clone();
                best = tried;
            }
        }
        Ok(best)
    }
}
