//! Finding a grid in a free layout: the tables of labels on a sheet, the
//! blocks of digits cut out of it, the window and frame that make a block a
//! grid, its block and region maps, and what is left over.

pub(crate) mod block_cut;
pub(crate) mod detect;
pub(crate) mod grid_window;
pub(crate) mod grids;
pub(crate) mod locate;
pub(crate) mod maps;
pub(crate) mod matlab;
pub(crate) mod number_frame;
pub(crate) mod range;
pub(crate) mod regions;
pub(crate) mod scattered;
pub(crate) mod shape;
pub(crate) mod unused;
