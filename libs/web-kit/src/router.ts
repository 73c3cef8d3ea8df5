/**
 * The parts of react-router the pages use. Pages import routing from here, never from
 * 'react-router' itself: this module travels inside the shared web-kit singleton, so every area
 * uses the one router instance of the page, and the bundle carries only these parts of
 * react-router rather than the whole package (with its server runtime) that sharing the package
 * itself would ship.
 */
export { BrowserRouter, Link, Navigate, NavLink, Outlet, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
