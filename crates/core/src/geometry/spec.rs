//! The one place a geometry is built from a description: a size, the
//! variant named, the maps found and the rules read. Every reader (the
//! spreadsheet reader, the one-puzzle-per-line text) fills a
//! [`GeometrySpec`] and calls [`GeometrySpec::build`], so each reads a
//! variant the same way and each refusal is written once.

use super::build::check_size;
use super::{windoku_map, Blocks, Constraint, Extra, Geometry, GeometryError, Variant};

/// What a geometry is made of, as a reader finds it.
///
/// - the blocks: the block map when given (any map; one that is really the
///   standard boxes is recognised), else the standard boxes; a jigsaw
///   variant without a map is refused;
/// - both diagonals when the variant has them;
/// - the extra regions: the extra region map when given, else Windoku's
///   for a Windoku variant; a variant with other extra regions and no map
///   is refused;
/// - then every rule of `constraints`, in order ([`Geometry::with_constraint`]).
///
/// ```
/// use sheetdoku::{GeometrySpec, Variant};
/// use sheetdoku::error::GeometryError;
/// let spec = GeometrySpec::new(9, Variant::WINDOKU_X);
/// let g = spec.build().unwrap();
/// assert_eq!(g.variant(), Variant::WINDOKU_X);
/// let err = GeometrySpec::new(9, Variant::JIGSAW).build().unwrap_err();
/// assert_eq!(err.error, GeometryError::NeedsBlockMap(Variant::JIGSAW));
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct GeometrySpec {
    /// The grid size `n`.
    pub size: usize,
    /// The variant named (by the user, the file or the reader's default).
    pub variant: Variant,
    /// The block map, one region label per cell, row by row.
    pub block_map: Option<Vec<u32>>,
    /// The extra region map, one label per cell, `0` for none.
    pub extra_map: Option<Vec<u32>>,
    /// Further rules, added in order.
    pub constraints: Vec<Constraint>,
}

/// Which part of a [`GeometrySpec`] a refusal is about, so that a reader can
/// point at the map or the rule it read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SpecPart {
    /// The size, or the variant asking for something the size or the maps
    /// do not give.
    Whole,
    /// The block map.
    BlockMap,
    /// The extra region map.
    ExtraMap,
    /// `constraints[i]`.
    Constraint(usize),
}

/// Why a [`GeometrySpec`] makes no geometry, and which part is at fault.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{error}")]
#[non_exhaustive]
pub struct SpecError {
    /// The part at fault.
    pub part: SpecPart,
    /// Why.
    pub error: GeometryError,
}

impl GeometrySpec {
    /// A size and a variant, with no maps and no further rules.
    pub fn new(size: usize, variant: Variant) -> Self {
        GeometrySpec {
            size,
            variant,
            ..GeometrySpec::default()
        }
    }

    /// With this block map.
    pub fn block_map(mut self, labels: Vec<u32>) -> Self {
        self.block_map = Some(labels);
        self
    }

    /// With this extra region map.
    pub fn extra_map(mut self, labels: Vec<u32>) -> Self {
        self.extra_map = Some(labels);
        self
    }

    /// With one more rule.
    pub fn constraint(mut self, constraint: Constraint) -> Self {
        self.constraints.push(constraint);
        self
    }

    /// The geometry described, or why there is none and where.
    pub fn build(&self) -> Result<Geometry, SpecError> {
        let n = self.size;
        let at = |part| move |error| SpecError { part, error };
        check_size(n).map_err(at(SpecPart::Whole))?;
        let base = match &self.block_map {
            Some(map) => Geometry::from_block_map(n, map).map_err(at(SpecPart::BlockMap))?,
            None if self.variant.blocks == Blocks::Jigsaw => {
                return Err(at(SpecPart::Whole)(GeometryError::NeedsBlockMap(
                    self.variant,
                )))
            }
            None => Geometry::standard(n).map_err(at(SpecPart::Whole))?,
        };
        let mut g = base.with_diagonals(self.variant.diagonals);
        let extra: Option<Vec<u32>> = match (&self.extra_map, self.variant.extra) {
            (Some(map), _) => Some(map.clone()),
            (None, Extra::None) => None,
            (None, Extra::Windoku) => {
                let map = windoku_map(n).ok_or_else(|| {
                    at(SpecPart::Whole)(GeometryError::WindokuNeedsSquareBoxes(n))
                })?;
                Some(map.iter().map(|&v| u32::from(v)).collect())
            }
            (None, Extra::Regions) => {
                return Err(at(SpecPart::Whole)(GeometryError::NeedsExtraMap(
                    self.variant,
                )))
            }
        };
        if let Some(labels) = extra {
            let part = match self.extra_map {
                Some(_) => SpecPart::ExtraMap,
                None => SpecPart::Whole,
            };
            g = g.with_extra_regions(&labels).map_err(at(part))?;
        }
        for (i, rule) in self.constraints.iter().enumerate() {
            g = g
                .with_constraint(rule.clone())
                .map_err(at(SpecPart::Constraint(i)))?;
        }
        Ok(g)
    }
}
