// The asynchronous boundary Module Federation needs: shared singletons are negotiated before the
// shell's own code (and React) runs.
void import('./bootstrap');
