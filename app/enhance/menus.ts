// The mobile menu is a <details> disclosure that works without JavaScript. With it, the menu
// also closes after a choice, and is closed on a page the back/forward cache brings back.

function closeMenus(): void {
  for (const menu of document.querySelectorAll<HTMLDetailsElement>("details[data-menu][open]")) {
    menu.open = false;
  }
}

export function closeMenusAfterChoice(): void {
  document.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("details[data-menu] a")) {
      closeMenus();
    }
  });
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) closeMenus();
  });
}
