//! The presolve in front of every BLP built with [`super::BlpOptions::presolve`]:
//! the native engine's propagation (naked and hidden singles over every
//! unit, locked candidates) decides what it can, and the model is built only
//! for the candidates left. Propagation never removes a digit that some
//! solution has there, so the optimum, the solutions and their number are
//! those of the paper's model (tested against it in `tests_presolve.rs`).

use crate::engine::propagate;
use crate::geometry::Geometry;
use crate::grid::Grid;

/// The candidate masks a model is built on.
pub(crate) enum Masks<'a> {
    /// Every digit everywhere (presolve off, no caller masks).
    All,
    /// The caller's masks (`*_with_candidates`).
    Given(&'a [u32]),
    /// What propagation left.
    Propagated(Vec<u32>),
    /// Propagation proved there is no solution.
    Contradiction,
}

impl<'a> Masks<'a> {
    /// The caller's masks if any; else, with presolve, the propagated ones.
    pub fn of(
        geometry: &Geometry,
        givens: &Grid,
        candidates: Option<&'a [u32]>,
        presolve: bool,
    ) -> Self {
        match (candidates, presolve) {
            (Some(c), _) => Masks::Given(c),
            (None, false) => Masks::All,
            (None, true) => match propagate(geometry, givens, true) {
                Some(c) => Masks::Propagated(c.masks().to_vec()),
                None => Masks::Contradiction,
            },
        }
    }

    /// The masks to build on (`None`: all digits).
    pub fn get(&self) -> Option<&[u32]> {
        match self {
            Masks::Given(c) => Some(c),
            Masks::Propagated(c) => Some(c),
            Masks::All | Masks::Contradiction => None,
        }
    }

    /// Whether propagation proved there is no solution.
    pub fn contradiction(&self) -> bool {
        matches!(self, Masks::Contradiction)
    }
}
