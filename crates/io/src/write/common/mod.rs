//! What every document we write is made of: the house style of our pages
//! (fonts, fills, the borders of a figure), their words, the cages drawn on a
//! page, who a workbook is for, the room a workbook may take, and saving it
//! (rendered in memory, moved into place when complete).

pub(crate) mod audience;
pub(crate) mod cage_colours;
pub(crate) mod cage_page;
pub(crate) mod house_style;
pub(crate) mod page_words;
pub(crate) mod room;
pub(crate) mod save;
pub(crate) mod wrap;
