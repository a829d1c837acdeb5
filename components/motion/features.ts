// framer-motion's DOM animation features, split into their own chunk for LazyMotion.
import { domAnimation } from 'framer-motion'

export default domAnimation
